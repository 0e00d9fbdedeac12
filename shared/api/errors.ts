/**
 * Error codes carried by failure envelopes (`{ success: false, message, code }`). The first three come from the real
 * platform (see platform-notes); the rest are ours, named in the same style.
 */
export const errorCodes = {
  functionNotAvailable: 'function.not.available',
  methodNotSupported: 'http_method_not_support',
  bodyRequired: 'request_body_required',
  invalidRequest: 'request.invalid',
  malformedJson: 'request.malformed',
  payloadTooLarge: 'request.too.large',
  unsupportedMediaType: 'request.unsupported.media',
  notFound: 'not.found',
  unauthorized: 'session.invalid',
  forbidden: 'forbidden',
  merchantUnknown: 'merchant.unknown',
  maintenance: 'system.maintenance',
  regionRestricted: 'system.region.restricted',
  tooManyRequests: 'too.many.requests',
  /** login refused; the failure value carries `{ captchaRequired: true }` and the form shows the captcha */
  captchaRequired: 'session.captcha.required',
  /** login from an unregistered IP; the failure value carries the verification ticket and the offered methods */
  loginVerificationRequired: 'session.verification.required',
  /** a second game launched before the previous one finished (platform-notes) */
  previousGameNotFinished: 'game.previous.not.finished',
  insufficientBalance: 'wallet.insufficient.balance',
  idempotencyConflict: 'request.idempotency.conflict',
  internal: 'internal.error',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The failure envelope's type lives with the envelope schemas; re-exported for error-handling code. */
export type { FailureEnvelope } from './contract.ts';
