import { render, screen } from '@testing-library/react';
import type { SystemStatusResponse } from '../../shared/api/system.ts';
import { getSystemStatus } from '../../shared/api/system.ts';
import { getMemberInfo } from '../../shared/api/account.ts';
import { App } from '../app/app.tsx';
import { bootstrap } from '../app/bootstrap.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useSessionStore, type SessionMember } from '../stores/session-store.ts';
import { stubFetch, type StubResponse } from './fetch-stub.ts';

export const exampleStatus = getSystemStatus.example.response;

export function statusWith(patch: Partial<SystemStatusResponse>): SystemStatusResponse {
  return { ...exampleStatus, ...patch };
}

export type RenderAppOptions = {
  fetch?: Record<string, StubResponse | (() => StubResponse)>;
  token?: string;
  member?: SessionMember;
  /** Let the once-per-session announcement popup open (off by default: it would cover the page under test). */
  announcementPopup?: boolean;
};

/** Renders the whole app at `url` (BrowserRouter over jsdom's history) with a stubbed platform. */
export async function renderApp(url = '/', options: RenderAppOptions = {}) {
  const memberOverride: Record<string, StubResponse> = options.member
    ? { '/wps/member/info': { value: { ...getMemberInfo.example.response, ...options.member } } }
    : {};
  const network = stubFetch({ ...memberOverride, ...options.fetch });
  window.history.replaceState(null, '', url);
  if (options.token) sessionStorage.setItem('token', options.token);
  if (!options.announcementPopup) {
    sessionStorage.setItem('USER_POPUP', 'closed');
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
  }
  await bootstrap();
  if (options.member) useSessionStore.getState().setMember(options.member);
  const queryClient = createQueryClient({ retry: false });
  const view = render(<App queryClient={queryClient} />);
  return { ...view, ...network, queryClient };
}

export const testToken = 'test-token-0123456789abcdef';

/**
 * The whole app at `url`, as a visitor or (with `memberType`) as a member of that type, once the page's heading is
 * drawn: a screen's own drawing, for the tests that visit every screen of the route table.
 */
export async function renderScreen(
  url: string,
  heading: string | RegExp,
  memberType?: number,
): Promise<void> {
  await renderApp(
    url,
    memberType === undefined
      ? {}
      : { token: testToken, member: { id: 7, account: 'ana', nickname: 'Ana', type: memberType } },
  );
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 3000 });
}
