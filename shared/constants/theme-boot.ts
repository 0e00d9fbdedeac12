/** Where the renderer keeps the player's theme choice (`dark` | `light`), in the page's localStorage. */
export const themeStorageKey = 'theme';

/** Where the web build keeps the member's session token (renderer/lib/platform.ts), in the tab's sessionStorage. */
export const webTokenKey = 'token';

/**
 * The one inline script of index.html (written by the build, scripts/vite-prerender-shell.ts): it puts the stored
 * theme, else the system's, on `<html data-theme>` before the first paint, so the page shell drawn before the app's
 * JavaScript already has the player's colours (no dark-to-light flash). It reads `themeStorageKey` and mirrors
 * renderer/lib/theme.ts `initialTheme()`. It also marks a tab that holds a member's session (`webTokenKey`) with
 * `<html data-session>`: the page shell's lobby then keeps the visitor's hint and popular games unseen (page-shell.css),
 * since the platform that wrote them could not see the session. And it marks `<html data-scrolled>` once the visitor
 * first scrolls the page: a phone's page scrollbar is hidden until then (global.css), so the browser does not fade it
 * in and out while the page loads.
 */
export const themeBootScript =
  'try{var t=localStorage.getItem("theme");document.documentElement.dataset.theme=t==="light"||t==="dark"?t:matchMedia("(prefers-color-scheme: light)").matches?"light":"dark"}catch(e){}try{if(sessionStorage.getItem("token"))document.documentElement.dataset.session=""}catch(e){}addEventListener("scroll",function(){document.documentElement.dataset.scrolled=""},{once:true,passive:true})';

/**
 * The Content-Security-Policy source that allows exactly that script and no other inline code (the web app's meta
 * policy, the server's header, the desktop's policy). theme-boot.test.ts checks it is the script's SHA-256.
 */
export const themeBootScriptHash = "'sha256-K8KK2E07eCG7z4IWE/ZThw+6C1f4H4XVJ9fFrXduykA='";
