import type { z } from 'zod';
import type { countryCodeSchema } from '../../../../shared/api/system.ts';

export type CountryCode = z.infer<typeof countryCodeSchema>;
