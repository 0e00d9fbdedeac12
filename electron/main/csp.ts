import { entryBootScriptHash } from '../../shared/constants/entry-boot.ts';
import { themeBootScriptHash } from '../../shared/constants/theme-boot.ts';

/**
 * The Content-Security-Policy of the renderer when it is served from `app://renderer/`. Never allows eval, no `*`
 * wildcard; the only remote origin scripts may talk to is the platform. Inline styles stay allowed because UI
 * libraries (Radix's scroll lock) inject `<style>` tags. Two inline scripts run, each allowed by its hash: index.html's
 * theme boot (shared/constants/theme-boot.ts) and entry boot (shared/constants/entry-boot.ts); no other.
 */
export function buildContentSecurityPolicy(platformOrigin: string): string {
  const platform = new URL(platformOrigin).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${themeBootScriptHash} ${entryBootScriptHash}`,
    "style-src 'self' 'unsafe-inline'",
    // Brand images and game tiles come from CDNs the platform chooses at run time (spec §9), so images allow https:.
    `img-src 'self' data: blob: https: ${platform}`,
    "font-src 'self' data:",
    `connect-src 'self' ${platform}`,
    `media-src 'self' ${platform}`,
    "worker-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
