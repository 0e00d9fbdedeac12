import { loginFreePlay } from '../../../../shared/api/account.ts';
import { sealValue } from '../../../lib/api-client.ts';

/**
 * The device fingerprint a trial account is tied to (free play, spec §7): a random id kept in localStorage plus
 * coarse browser traits. The platform receives it encrypted (`value` of `account.loginFreePlay`).
 */
const deviceIdKey = 'deviceId';

export type DeviceFingerprint = {
  deviceId: string;
  os: string;
  userAgent: string;
  language: string;
  screen: string;
};

function osName(userAgent: string): string {
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'macOS';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iOS/i.test(userAgent)) return 'iOS';
  if (/Linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

export function deviceFingerprint(): DeviceFingerprint {
  let deviceId = localStorage.getItem(deviceIdKey);
  if (!deviceId) {
    deviceId = crypto.randomUUID();
    localStorage.setItem(deviceIdKey, deviceId);
  }
  const userAgent = navigator.userAgent;
  return {
    deviceId,
    os: osName(userAgent),
    userAgent,
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
  };
}

/** `{ fingerprint }` (one string, at most 512 characters), sealed with the request cipher and serialized. */
export function freePlayValue(): Promise<string> {
  const { deviceId, os, language, screen } = deviceFingerprint();
  return sealValue(loginFreePlay, { fingerprint: [deviceId, os, language, screen].join('|').slice(0, 512) });
}
