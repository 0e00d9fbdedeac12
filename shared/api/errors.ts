import type { RefusalCode } from './refusals.ts';

/**
 * Error codes carried by failure envelopes (`{ success: false, message, code, params? }`). The first three come from
 * the real platform (see platform-notes); the rest are ours, named in the same style. Every code has its texts in the
 * one catalogue, `refusals.ts` (a code without texts fails the type check).
 */
export const errorCodes = {
  /** a feature switched off by the merchant's flags (4xx) */
  functionNotAvailable: 'function.not.available',
  /** a contract this platform has no handler for (501) */
  functionNotImplemented: 'function.not.implemented',
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
  /** login refused for want of the captcha; the failure value carries `{ captchaRequired: true }` */
  captchaRequired: 'session.captcha.required',
  /** login from an unregistered IP; the failure value carries the verification ticket and the offered methods */
  loginVerificationRequired: 'session.verification.required',
  /** a game launched while under maintenance (4xx); the failure value carries `{ recommendations }` */
  gameMaintenance: 'game.maintenance',
  /** a second game launched before the previous one finished (platform-notes) */
  previousGameNotFinished: 'game.previous.not.finished',
  insufficientBalance: 'wallet.insufficient.balance',
  idempotencyConflict: 'request.idempotency.conflict',
  /** an encrypted (E) call sent in plaintext or in another shape than EncryptedBody */
  encryptionRequired: 'request.encryption.required',
  /** the encrypted body names a key the platform does not hold: fetch /wps/session/key/rsa again and retry once */
  cipherKeyUnknown: 'request.cipher.key.unknown',
  /** the encrypted body does not decrypt (tampered, truncated, wrong key) */
  decryptionFailed: 'request.decryption.failed',
  /**
   * login refused: wrong username or password. Any refused login (wrong password, SMS code or captcha) carries
   * `{ captchaRequired: true }` in its value once the next try needs the captcha.
   */
  credentialsInvalid: 'session.credentials.invalid',
  /** login refused for an account that is not a member (staff, house or closed accounts) */
  nonMember: 'session.non.member',
  /** fields refused by the platform's rules; the failure value is `{ fields: FieldRefusal[] }` (contract.ts) */
  validationFailed: 'request.validation.failed',
  // Money (issue 5; money.ts re-exports them as moneyErrorCodes)
  depositOrderExpired: 'deposit.order.expired',
  depositOrderClosed: 'deposit.order.closed',
  amountOutOfRange: 'money.amount.out.of.range',
  paymentPasswordRequired: 'payment.password.required',
  paymentPasswordInvalid: 'payment.password.invalid',
  paymentPasswordAlreadySet: 'payment.password.already.set',
  /** withdrawal refused while turnover remains; the failure value carries `{ remainingTurnover }` in cents */
  turnoverNotMet: 'withdraw.turnover.not.met',
  dailyCountReached: 'withdraw.daily.count.reached',
  withdrawalNotConfirmable: 'withdraw.not.confirmable',
  accountLimitReached: 'withdraw.account.limit.reached',
  proofRequired: 'upload.proof.required',
  proofWrongType: 'upload.wrong.type',
  proofTooLarge: 'upload.too.large',
  proofTooMany: 'upload.too.many',
  noUpline: 'transfer.no.upline',
  vendorMaintenance: 'wallet.vendor.maintenance',
  idempotencyKeyRequired: 'request.idempotency.key.required',
  internal: 'internal.error',
} as const satisfies Record<string, RefusalCode>;

/** Any code of the catalogue (errorCodes names the ones code branches on). */
export type ErrorCode = RefusalCode;

/** The failure envelope's type lives with the envelope schemas; re-exported for error-handling code. */
export type { FailureEnvelope } from './contract.ts';
