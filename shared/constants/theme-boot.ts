/** Where the renderer keeps the player's theme choice (`dark` | `light`), in the page's localStorage. */
export const themeStorageKey = 'theme';

/**
 * The one inline script of index.html (written by the build, scripts/vite-prerender-shell.ts): it puts the stored
 * theme, else the system's, on `<html data-theme>` before the first paint, so the page shell drawn before the app's
 * JavaScript already has the player's colours (no dark-to-light flash). It reads `themeStorageKey` and mirrors
 * renderer/lib/theme.ts `initialTheme()`.
 */
export const themeBootScript =
  'try{var t=localStorage.getItem("theme");document.documentElement.dataset.theme=t==="light"||t==="dark"?t:matchMedia("(prefers-color-scheme: light)").matches?"light":"dark"}catch(e){}';

/**
 * The Content-Security-Policy source that allows exactly that script and no other inline code (the web app's meta
 * policy, the server's header, the desktop's policy). theme-boot.test.ts checks it is the script's SHA-256.
 */
export const themeBootScriptHash = "'sha256-nEP1xvuk1rkeUHGiwuTFLQ8ZP349aaXQnHTdfHmo7CQ='";
