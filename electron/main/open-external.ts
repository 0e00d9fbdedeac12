import { shell } from 'electron';
import { isSafeExternalUrl } from './url-policy.ts';
import { logWarning } from './log.ts';

/**
 * The ONE place that calls `shell.openExternal` (checklist #15). Only https: and mailto: reach the operating
 * system; anything else (http:, file:, javascript:, custom schemes that launch local programs) is refused.
 * Returns whether the URL was handed over.
 */
export async function openExternal(rawUrl: string): Promise<boolean> {
  if (!isSafeExternalUrl(rawUrl)) {
    logWarning(`refused to open an external URL with a disallowed scheme (${rawUrl.slice(0, 32)}...)`);
    return false;
  }
  await shell.openExternal(new URL(rawUrl).toString());
  return true;
}
