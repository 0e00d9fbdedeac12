import { useHashCost } from '../services/passwords.ts';

/**
 * Server tests hash passwords with cheap scrypt parameters (N=2^10): the production cost (N=2^17, ~0.35 s a hash)
 * would make every seeded platform and every login slow. server/services/passwords.test.ts checks the real cost.
 */
useHashCost({ N: 2 ** 10, r: 8, p: 1 });
