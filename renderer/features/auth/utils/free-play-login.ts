import { sessionApi } from '../api/session-api.ts';
import { completeLogin } from '../hooks/complete-login.ts';
import type { LoginContext } from '../hooks/login-context.ts';
import { deviceFingerprint, freePlayValue } from './free-play.ts';

/** "Free play" (FREEPLAY3): a trial account (member type 4) with demo money; then member info and `/`. */
export async function playForFree(context: LoginContext): Promise<void> {
  const response = await sessionApi.loginFreePlay({
    os: deviceFingerprint().os,
    platform: 'W',
    value: await freePlayValue(),
    gatewayVersion: 3,
  });
  await completeLogin(context, response, { type: 'freeplay' });
}
