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
  /** a hand-written message of code not yet moved to the catalogue (to be removed) */
  private readonly legacyMessage: string | undefined;

  constructor(statusCode: number, code: ErrorCode, options?: RefusalOptions);
  /** @deprecated write the text in shared/api/refusals.ts under a code of its own */
  constructor(statusCode: number, code: ErrorCode, message: string, value?: unknown);
  constructor(statusCode: number, code: ErrorCode, options?: RefusalOptions | string, value?: unknown) {
    const legacyMessage = typeof options === 'string' ? options : undefined;
    const params = typeof options === 'object' ? options.params : undefined;
    super(legacyMessage ?? refusalText(code, 'en', params) ?? code);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = params;
    this.value = typeof options === 'object' ? options.value : value;
    this.legacyMessage = legacyMessage;
  }

  toEnvelope(language: Language = defaultLanguage): FailureEnvelope {
    const message = this.legacyMessage ?? refusalText(this.code, language, this.params) ?? this.code;
    return failure(this.code, message, { params: this.params, value: this.value });
  }
}

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
