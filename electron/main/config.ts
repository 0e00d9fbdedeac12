import { z } from 'zod';
import { isLoopbackHostname, isSecureOrLoopbackUrl, parseUrl } from './url-policy.ts';
import type { SettingsStore } from './settings.ts';
import { StartupError } from './strings.ts';

export const DEFAULT_MERCHANT_CODE = 'demo';
const merchantCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

export class ConfigurationError extends StartupError {
  override name = 'ConfigurationError';
}

/**
 * A platform URL from the environment or the settings file: https anywhere, plain http only on loopback
 * (checklist #1). Returned without a trailing slash.
 */
export function normalizePlatformUrl(raw: string): string {
  const url = parseUrl(raw.trim());
  if (url === null || !isSecureOrLoopbackUrl(url.toString()) || url.search !== '' || url.hash !== '') {
    throw new ConfigurationError({ key: 'platformUrlUnusable', params: { value: raw } });
  }
  return url.toString().replace(/\/+$/, '');
}

export type StartupConfig = {
  /** null = no platform configured: start the embedded reference platform */
  platformUrl: string | null;
  merchantCode: string;
  /** Vite dev server origin; only honoured when the app is not packaged */
  devServerUrl: string | null;
};

type Environment = Record<string, string | undefined>;

export function resolveStartupConfig(
  env: Environment,
  settings: SettingsStore,
  isPackaged: boolean,
): StartupConfig {
  const rawPlatform = nonEmpty(env.PLATFORM_URL) ?? nonEmpty(settings.get('platformUrl'));
  const platformUrl = rawPlatform === null ? null : normalizePlatformUrl(rawPlatform);

  const rawMerchant =
    nonEmpty(env.MERCHANT_CODE) ?? nonEmpty(settings.get('merchantCode')) ?? DEFAULT_MERCHANT_CODE;
  const merchant = merchantCodeSchema.safeParse(rawMerchant);
  if (!merchant.success) {
    throw new ConfigurationError({ key: 'merchantCodeInvalid', params: { value: rawMerchant } });
  }

  let devServerUrl: string | null = null;
  const rawDev = isPackaged ? null : nonEmpty(env.VITE_DEV_SERVER_URL);
  if (rawDev !== null) {
    const url = parseUrl(rawDev);
    if (url === null || url.protocol !== 'http:' || !isLoopbackHostname(url.hostname)) {
      throw new ConfigurationError({ key: 'devServerInvalid', params: { value: rawDev } });
    }
    devServerUrl = url.origin;
  }
  return { platformUrl, merchantCode: merchant.data, devServerUrl };
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
