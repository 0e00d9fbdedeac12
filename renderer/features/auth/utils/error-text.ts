import type { TFunction } from 'i18next';
import { errorCodes } from '../../../../shared/api/errors.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText as sharedErrorText } from '../../../lib/error-text.ts';

/** The text of a failed call (see lib/error-text.ts). */
export function errorText(error: unknown, _t?: TFunction<'auth'>): string {
  return sharedErrorText(error);
}

/** The per-field refusals of a failure with code `request.validation.failed` (`{ fields: [...] }`). */
export function fieldRefusals(error: unknown): { field: string; text: string }[] {
  if (!isApiError(error) || error.code !== errorCodes.validationFailed) return [];
  const details = error.details;
  if (!details || typeof details !== 'object' || !('fields' in details) || !Array.isArray(details.fields))
    return [];
  return (details.fields as unknown[]).flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { field, message } = entry as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [{ field, text: message }] : [];
  });
}
