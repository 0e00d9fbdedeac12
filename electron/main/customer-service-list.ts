import { z } from 'zod';
import { deviceHeaderValue, headerNames } from '../../shared/api/headers.ts';
import { customerServiceSchema, getSystemStatus } from '../../shared/api/system.ts';
import { isHttpsUrl, isSecureOrLoopbackUrl, parseUrl } from './url-policy.ts';
import { logWarning } from './log.ts';

/**
 * The customer-service window opens only https addresses from the platform's own customer-service list
 * (`info.customerService[].path` of `GET /wps/system/status`), never an address the renderer makes up.
 *
 * A requested address matches a listed one when the origin (scheme, host, port) is exactly the same and its path
 * is the listed path or lies below it (`/chat` allows `/chat`, `/chat/room`, `/chat?topic=x`, not `/chatroom`
 * nor `/admin`). Listed entries that are not https (mailto:, tg:) never open in the window.
 */
export function isListedCustomerServiceUrl(raw: string, listed: readonly string[]): boolean {
  if (!isHttpsUrl(raw)) return false;
  const url = parseUrl(raw);
  if (url === null) return false;
  return listed.some((entry) => {
    if (!isHttpsUrl(entry)) return false;
    const allowed = parseUrl(entry);
    if (allowed === null || allowed.origin !== url.origin) return false;
    if (url.pathname === allowed.pathname) return true;
    const prefix = allowed.pathname.endsWith('/') ? allowed.pathname : `${allowed.pathname}/`;
    return url.pathname.startsWith(prefix);
  });
}

/**
 * A live-chat room of the platform itself (the address `CBS_launchChat` answers: `<platform>/chat/<host>?ticket=…`):
 * the same origin as the platform the app talks to, under `/chat/`, https or the embedded platform's loopback http.
 * The platform is trusted like for every call; anything else on its origin is not a room.
 */
export function isPlatformChatRoom(raw: string, platformUrl: string): boolean {
  if (!isSecureOrLoopbackUrl(raw)) return false;
  const url = parseUrl(raw);
  const platform = parseUrl(platformUrl);
  if (url === null || platform === null || url.origin !== platform.origin) return false;
  return /^\/chat\/[\w-]{1,40}$/.test(url.pathname);
}

const statusEnvelopeSchema = z.object({
  success: z.literal(true),
  value: z.object({ info: z.object({ customerService: z.array(customerServiceSchema) }) }),
});

export const CUSTOMER_SERVICE_LIST_TTL_MS = 5 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;

export type CustomerServiceAllowList = {
  /** whether the address is on the platform's list (fetched again when it is not, or the copy is old) */
  allows(url: string): Promise<boolean>;
};

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export function createCustomerServiceAllowList(options: {
  platformUrl: string;
  merchantCode: string;
  /** `net.fetch` in the app; a fake in tests */
  fetch: Fetch;
  ttlMs?: number;
  now?: () => number;
}): CustomerServiceAllowList {
  const ttlMs = options.ttlMs ?? CUSTOMER_SERVICE_LIST_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { paths: string[]; at: number } | null = null;
  let inFlight: Promise<string[]> | null = null;

  const load = async (): Promise<string[]> => {
    const response = await options.fetch(`${options.platformUrl}${getSystemStatus.path}`, {
      method: 'GET',
      headers: {
        [headerNames.merchant]: options.merchantCode,
        [headerNames.device]: deviceHeaderValue,
        [headerNames.language]: 'pt-BR',
        Accept: 'application/json',
      },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`system status answered HTTP ${response.status}`);
    const parsed = statusEnvelopeSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('system status answered an unexpected body');
    return parsed.data.value.info.customerService.map((entry) => entry.path);
  };

  const refresh = async (): Promise<string[]> => {
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    const paths = await inFlight;
    cached = { paths, at: now() };
    return paths;
  };

  return {
    async allows(url) {
      if (!isHttpsUrl(url)) return false;
      if (cached !== null && now() - cached.at < ttlMs && isListedCustomerServiceUrl(url, cached.paths))
        return true;
      try {
        return isListedCustomerServiceUrl(url, await refresh());
      } catch (error) {
        logWarning('the customer-service list could not be loaded', error);
        return false;
      }
    },
  };
}
