import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testToken } from '../test/render-app.tsx';
import { routeTable } from './route-meta.ts';
import { homePopupPaths, membersOnlyPaths } from '../../shared/rules/pages.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { getMemberInfo, loginByLinkCode } from '../../shared/api/account.ts';

const player = { id: 7, account: 'ana', nickname: 'Ana', type: 0 };
const agent = { id: 8, account: 'bob', nickname: 'Bob', type: 41 };

type Row = {
  url: string;
  heading: string | RegExp;
  session?: 'player' | 'agent';
  footer?: boolean;
  sideMenu?: boolean;
  chrome?: boolean;
};

// Every route of spec §2 with what a person sees there.
const rows: Row[] = [
  { url: '/', heading: 'Bem-vindo à Aurora Play' },
  { url: '/index', heading: 'Bem-vindo à Aurora Play' },
  { url: '/index.html', heading: 'Bem-vindo à Aurora Play' },
  { url: '/home', heading: 'Bem-vindo à Aurora Play' },
  { url: '/register', heading: 'Bem-vindo à Aurora Play' },
  { url: '/forget', heading: 'Bem-vindo à Aurora Play' },
  { url: '/agent', heading: 'Login do agente', chrome: false },
  { url: '/agentHome', heading: 'Visão geral da equipe', session: 'agent', footer: false, sideMenu: false },
  { url: '/member', heading: 'Minha conta', session: 'player' },
  { url: '/help', heading: 'Central de ajuda' },
  { url: '/promotions', heading: 'Promoções' },
  { url: '/pointMall', heading: 'Loja de pontos', session: 'player' },
  { url: '/seamless', heading: 'Jogo', sideMenu: false },
  { url: '/announce', heading: 'Avisos' },
  { url: '/down', heading: 'Baixar o app' },
  { url: '/helpmc', heading: 'Central de ajuda', chrome: false },
  { url: '/aboutUs', heading: 'Sobre nós' },
  { url: '/licence', heading: 'Licenças' },
  { url: '/verifyRepresentative', heading: 'Verificar representante' },
  { url: '/blog', heading: 'Blog e notícias' },
  { url: '/mirrorSites', heading: 'Sites espelho oficiais' },
  { url: '/sports', heading: 'Esportes' },
  { url: '/sports?category=COCKFIGHT', heading: 'Rinha de galo' },
  { url: '/esports', heading: 'E-sports' },
  { url: '/lott', heading: 'Loteria' },
  { url: '/elott', heading: 'Loteria eletrônica' },
  { url: '/live', heading: 'Cassino ao vivo' },
  { url: '/fish', heading: 'Pescaria' },
  { url: '/rng', heading: 'Cassino' },
  { url: '/rng?vassalage=PT', heading: 'Cassino — PT' },
  { url: '/pvp', heading: 'Pôquer' },
  { url: '/inhouse', heading: 'Jogos da casa' },
  { url: '/favorite', heading: 'Favoritos', session: 'player' },
  { url: '/recent', heading: 'Jogados recentemente', session: 'player' },
  { url: '/lottery?gameCode=LHC', heading: 'Loteria — LHC', session: 'player', footer: false },
  { url: '/seaLottery', heading: 'Loteria', session: 'player', footer: false },
  { url: '/vnLottery', heading: 'Loteria', session: 'player' },
  { url: '/lottert', heading: 'Loteria', sideMenu: false },
  { url: '/vnlottery', heading: 'Loteria', sideMenu: false },
  { url: '/sealottery', heading: 'Loteria', sideMenu: false },
  { url: '/oauth/callback', heading: 'Entrar com conta social', footer: false, sideMenu: false },
  { url: '/no-such-page', heading: 'Página não encontrada' },
];

describe('routes', () => {
  it('covers every path of the route table', () => {
    const tested = new Set(rows.map((row) => new URL(row.url, 'http://x').pathname));
    for (const meta of routeTable)
      for (const path of meta.paths) if (path !== '/login') expect(tested).toContain(path);
  });

  it.each(rows)('$url renders "$heading"', async (row) => {
    const member = row.session === 'agent' ? agent : row.session === 'player' ? player : undefined;
    await renderApp(row.url, member ? { token: testToken, member } : {});

    // /register and /forget open a popup: the page behind it is aria-hidden, so look behind it too.
    const behindPopup = row.url.startsWith('/register') || row.url.startsWith('/forget');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: row.heading, hidden: behindPopup },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(new URL(row.url, 'http://x').pathname);
    expect(screen.getByRole('main', { hidden: behindPopup })).toBeInTheDocument();
    if (behindPopup) return;

    if (row.chrome === false) {
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      return;
    }
    expect(screen.getByRole('banner')).toBeInTheDocument();
    if (row.footer === false) expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    else expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    if (row.sideMenu === false) expect(document.getElementById('side-menu')).toBeNull();
    else expect(document.getElementById('side-menu')).not.toBeNull();
  });

  it('/login replaces the route with / and opens the login popup', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play', hidden: true }),
    ).toBeInTheDocument();
  });

  it('/register and /forget open their popups over the home page; login and register switch into each other', async () => {
    const user = userEvent.setup();
    await renderApp('/register?referralCode=ABC123');
    const register = await screen.findByRole('dialog', { name: 'Cadastre-se' });
    expect(sessionStorage.getItem('referralCode')).toBe('ABC123');

    await user.click(within(register).getByRole('button', { name: 'Já tenho conta' }));
    const login = await screen.findByRole('dialog', { name: 'Entrar' });
    await user.click(within(login).getByRole('button', { name: 'Criar uma conta' }));
    expect(await screen.findByRole('dialog', { name: 'Cadastre-se' })).toBeInTheDocument();
  });

  it('/forget opens the forgot-password popup', async () => {
    await renderApp('/forget');
    expect(await screen.findByRole('dialog', { name: 'Recuperar senha' })).toBeInTheDocument();
  });

  it.each(['/member', '/favorite', '/recent', '/pointMall'])(
    'guards %s: logged out, the login popup opens and the page is not shown',
    async (url) => {
      await renderApp(url);
      expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/');
    },
  );

  it('keeps the player where they were when a guarded link is followed while logged out', async () => {
    const user = userEvent.setup();
    await renderApp('/live');
    await screen.findByRole('heading', { level: 1, name: 'Cassino ao vivo' });
    // a native click: the menu's code arrives outside the click's act() (issue 16: it loads with the first opening)
    screen.getByRole('button', { name: 'Menu lateral' }).click();
    // the entries' code comes with the first opening (issue 16)
    const menu = await screen.findByRole('navigation', { name: 'Menu lateral' }, { timeout: 5000 });
    await user.click(within(menu).getByRole('link', { name: 'Favoritos' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/live');
  });

  it('sends non-agents from /agentHome to /agent', async () => {
    await renderApp('/agentHome', { token: testToken, member: player });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login do agente' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/agent');
  });

  it('loads the member behind a stored token before deciding an agent route', async () => {
    const agentInfo = {
      ...getMemberInfo.example.response,
      id: 9,
      account: 'agent9',
      nickname: 'Nove',
      type: 2,
    };
    await renderApp('/agentHome', { token: testToken, fetch: { '/wps/member/info': { value: agentInfo } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visão geral da equipe' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nove')).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ isAgent: true, isTrial: false });
  });

  it('a stale stored token (401 on member info) ends the session and offers the login popup', async () => {
    await renderApp('/', {
      token: testToken,
      fetch: {
        '/wps/member/info': {
          status: 401,
          body: { success: false, message: 'expired', code: 'session.invalid' },
        },
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    expect(useSessionStore.getState().isLogin).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('sends logged-out visitors from /agentHome to /agent', async () => {
    await renderApp('/agentHome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login do agente' })).toBeInTheDocument();
  });

  it("lists a member's pages and the home page's popups alike in shared/rules (the platform serves them home's view)", () => {
    const needSession = routeTable.filter(
      (meta) => meta.requiresAuth === 'popup' || meta.requiresAuth === 'login',
    );
    expect([...membersOnlyPaths].sort()).toEqual(needSession.flatMap((meta) => meta.paths).sort());
    const overHome = routeTable.filter(
      (meta) => meta.screen === 'login' || (meta.screen === 'home' && meta.popup),
    );
    expect([...homePopupPaths].sort()).toEqual(overHome.flatMap((meta) => meta.paths).sort());
  });

  it.each(membersOnlyPaths)('%s shows a visitor the home page with the login popup', async (url) => {
    await renderApp(url);
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    // the home page behind the popup (hidden from assistive technology while the popup is open)
    expect(
      await screen.findByRole('heading', { name: 'Bem-vindo à Aurora Play', hidden: true }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it.each(['/lottery', '/seaLottery', '/vnLottery'])(
    '%s without a session goes to /login (then / with the popup)',
    async (url) => {
      await renderApp(url);
      expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/');
    },
  );

  it('matches paths case-sensitively (/vnlottery is open, /vnLottery needs a session)', async () => {
    await renderApp('/vnlottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loteria' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs in with the sign-in code of ?token= and removes it from the address', async () => {
    await renderApp('/promotions?token=lc_url-code-0123456789&x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promoções' })).toBeInTheDocument();
    expect(useSessionStore.getState().isLogin).toBe(true);
    // the session the platform gave for the code, never the code itself
    expect(sessionStorage.getItem('token')).toBe(loginByLinkCode.example.response.token);
    expect(window.location.search).toBe('?x=1');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Depositar' })).toBeInTheDocument();
  });

  it('scrolls to the top when the route name changes, not on the same route', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' });
    const scroll = window.scrollTo as unknown as { mock: { calls: unknown[] } };
    // The first view's own scroll is a passive effect: it may run after the heading is found (a busy machine), so
    // the count is taken once it has run.
    await waitFor(() => expect(scroll.mock.calls.length).toBeGreaterThan(0));
    const before = scroll.mock.calls.length;

    const nav = screen.getByRole('navigation', { name: 'Categorias de jogos' });
    await user.click(within(nav).getByRole('link', { name: 'Promoções' }));
    await screen.findByRole('heading', { level: 1, name: 'Promoções' });
    await waitFor(() => expect(scroll.mock.calls.length).toBe(before + 1));

    const historyLength = window.history.length;
    await user.click(within(nav).getByRole('link', { name: 'Promoções' }));
    expect(scroll.mock.calls.length).toBe(before + 1);
    expect(window.history.length).toBe(historyLength);
  });

  it('shows a loader with an accessible name while a route module loads', async () => {
    await renderApp('/help');
    // The root status or the lazy chunk: either way an announced loader shows first.
    expect(screen.getByRole('status', { name: 'Carregando…' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Central de ajuda' });
  });
});
