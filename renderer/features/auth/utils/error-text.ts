import type { TFunction } from 'i18next';
import { errorCodes } from '../../../../shared/api/errors.ts';
import { isApiError } from '../../../lib/api-client.ts';

/** The text of a failed call: the platform's message for a refusal, ours for a lost connection or a timeout. */
export function errorText(error: unknown, t: TFunction<'auth'>): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (error.kind === 'network') return t('errors.network');
  if (error.kind === 'timeout') return t('errors.timeout');
  if (error.kind === 'contract') return t('errors.unknown');
  return error.message || t('errors.unknown');
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
