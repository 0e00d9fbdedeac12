/** Request headers the platform expects (platform-notes: exactly one Merchant, raw token in Authorization). */
export const headerNames = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
  /** Carried by every money-changing call; a retry with the same key never applies twice. */
  idempotencyKey: 'Idempotency-Key',
} as const;

export const deviceHeaderValue = 'web';
