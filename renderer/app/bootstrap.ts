import { trackActivity } from '../lib/activity.ts';
import { setConfig } from '../lib/config.ts';
import { startI18n } from '../lib/i18n.ts';
import { platform } from '../lib/platform.ts';
import { wireFocusManager } from '../lib/query-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';

/**
 * Takes `?token=` from the address and removes it from the URL. It carries the one-time code of a sign-in link
 * (never a session token): bootstrap exchanges it for a session (renderer/app/login-link.ts).
 */
export function takeUrlToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/** Everything that must be known before the first render: config, language, theme, merchant code, session. */
export async function bootstrap(): Promise<void> {
  const config = await platform.loadConfig();
  setConfig(config);
  await startI18n();
  useUiStore.getState().init();
  const session = useSessionStore.getState();
  session.setMerchantCode(config.merchantCode);
  session.hydrate(await platform.tokens.get());
  const linkCode = takeUrlToken();
  // the tab's own session (if any) goes with the exchange: a link for another member waits for a confirmation
  // (its code loads only then, not with every first view)
  if (linkCode) await (await import('./login-link.ts')).redeemLoginLink(linkCode);
  await openLastArea();
  wireFocusManager();
  trackActivity();
}

/**
 * The desktop app opens where it was left: an agent who worked in the agent centre lands there again (its guard sends
 * a signed-out agent to the agent login). Only when the app opens on its entry page, never over an address asked for.
 */
async function openLastArea(): Promise<void> {
  const entry = ['/', '/index.html'].includes(window.location.pathname) && window.location.search === '';
  if (!entry || (await platform.area.last()) !== 'agent') return;
  window.history.replaceState(window.history.state, '', '/agentHome');
}
