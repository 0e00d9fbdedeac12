import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const operatorSecretFileName = 'operator-secret';

/**
 * The operator secret: `OPERATOR_SECRET` when set, else DATA_DIR/operator-secret, generated on first start with
 * mode 0600. Returns the secret and where it comes from (printed by main.ts, never the secret itself).
 */
export function resolveOperatorSecret(
  dataDir: string,
  envSecret: string | undefined,
): { secret: string; location: string } {
  if (envSecret && envSecret.length > 0) return { secret: envSecret, location: 'env OPERATOR_SECRET' };
  const file = join(dataDir, operatorSecretFileName);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length > 0) return { secret, location: file };
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(24).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret, location: file };
}
