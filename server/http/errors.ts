import { errorCodes, type ErrorCode, type FailureEnvelope } from '../../shared/api/errors.ts';
import { refusalText, type RefusalParams } from '../../shared/api/refusals.ts';
import { defaultLanguage, type Language } from '../../shared/constants/i18n.ts';

export { errorCodes };

export type RefusalOptions = {
  /** values for the text's `{placeholders}` (also sent to the client, which words the code itself) */
  params?: RefusalParams;
  /** extra details of the failure (`{ captchaRequired: true }`, `{ fields: [...] }` ...) */
  value?: unknown;
};

/**
 * An expected failure: an HTTP status and a code of the refusal catalogue (shared/api/refusals.ts), with the params its
 * text needs. Thrown by handlers and services, which do not know the request's language; the app's one error handler
 * words it in that language (`toEnvelope(language)`). `message` is the English text, for logs.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly params: RefusalParams | undefined;
  readonly value: unknown;

  constructor(statusCode: number, code: ErrorCode, options: RefusalOptions = {}) {
    super(refusalText(code, 'en', options.params) ?? code);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = options.params;
    this.value = options.value;
  }

  toEnvelope(language: Language = defaultLanguage): FailureEnvelope {
    return refusal(this.code, language, { params: this.params, value: this.value });
  }
}

/** A refusal of the platform's rules on one or more request fields: 400 `request.validation.failed` + `{ fields }`. */
export function fieldsRefused(fields: readonly PlatformFieldRefusal[]): ApiError {
  return new ApiError(400, errorCodes.validationFailed, { value: { fields } });
}

/** A FieldRefusal (shared/api/contract.ts) whose code the catalogue must know (checked by the type check). */
export type PlatformFieldRefusal = { field: string; code: ErrorCode; params?: RefusalParams };

/** The failure envelope of a refusal worded in `language`. */
export function refusal(code: ErrorCode, language: Language, options: RefusalOptions = {}): FailureEnvelope {
  return failure(code, refusalText(code, language, options.params) ?? code, options);
}

export function failure(code: ErrorCode, message: string, options: RefusalOptions = {}): FailureEnvelope {
  const envelope: FailureEnvelope = { success: false, message, code };
  if (options.params !== undefined) envelope.params = options.params;
  if (options.value !== undefined) envelope.value = options.value;
  return envelope;
}

export function success<T>(value: T): { success: true; value: T; message: string } {
  return { success: true, value, message: 'OK' };
}
