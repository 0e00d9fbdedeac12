/** Request headers the platform expects (platform-notes: exactly one Merchant, raw token in Authorization). */
export const headerNames = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
  /** Carried by every money-changing call; a retry with the same key never applies twice. */
  idempotencyKey: 'Idempotency-Key',
  /**
   * Seconds since the person last touched the app (responsible play): a background request says how long the player
   * has been idle, so that polling never keeps an abandoned session alive. It can only make a session expire sooner.
   */
  idleSeconds: 'Idle-Seconds',
} as const;

export const deviceHeaderValue = 'web';
