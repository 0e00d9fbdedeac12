import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getGameVendors } from '../../../shared/api/games.ts';
import userEvent from '@testing-library/user-event';
import { exampleStatus, renderApp, statusWith } from '../../test/render-app.tsx';

const base = getGameVendors.example.response.data.lanes[0]!.cards[0]!;
const vendorCard = (vassalage: string, gameType: string) => ({
  ...base,
  vassalage,
  displayName: vassalage,
  gameType,
});
const lanes = [
  { title: 'LIVE', cards: [vendorCard('EA', 'LIVE')], gameClassify: [] },
  { title: 'FISH', cards: [], gameClassify: [] },
  { title: 'SPORTS', cards: [vendorCard('IBC', 'SPORTS'), vendorCard('TF', 'SPORTS')], gameClassify: [] },
  { title: 'RNG', cards: [vendorCard('PT', 'RNG')], gameClassify: [] },
];

/** Opens the side menu and waits for its categories. */
async function openSideMenu(): Promise<HTMLElement> {
  (await screen.findByRole('button', { name: 'Menu lateral' })).click();
  const side = await screen.findByRole('navigation', { name: 'Menu lateral' }, { timeout: 5000 });
  await waitFor(() =>
    expect(within(side).getByRole('link', { name: 'Cassino ao vivo' })).toBeInTheDocument(),
  );
  return side;
}

/** The side menu's lines from the one named `first` up to the app download: a held place reads "held". */
function entriesFrom(side: HTMLElement, first: string): string[] {
  const entries = [...side.querySelectorAll('li')].map((item) =>
    item.getAttribute('aria-hidden') === 'true' ? 'held' : (item.textContent ?? ''),
  );
  return entries.slice(entries.indexOf(first), entries.indexOf('Baixar o app') + 1);
}

describe('player layout', () => {
  it('builds the top navigation from the vendor lanes: home, categories with vendors in server order, promotions, in-house', async () => {
    await renderApp('/', { fetch: { '/wps/relay/GCSGAME_newGameVendor': { value: { data: { lanes } } } } });
    const nav = await screen.findByRole('navigation', { name: 'Categorias de jogos' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([
        'Início',
        'Cassino ao vivo',
        'Esportes',
        'E-sports',
        'Cassino',
        'Promoções',
        'Jogos da casa',
      ]),
    );
    expect(within(nav).getByRole('link', { name: 'E-sports' })).toHaveAttribute('href', '/esports');
    expect(sessionStorage.getItem('cache:vendors:pt-BR')).toContain('"IBC"');
  });

  it('reads the vendor lanes from the session cache of the language before asking the server', async () => {
    sessionStorage.setItem('cache:vendors:pt-BR', JSON.stringify([lanes[0]]));
    const { requests } = await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Categorias de jogos' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Cassino ao vivo' })).toBeInTheDocument(),
    );
    expect(requests.some((r) => r.url.pathname === '/wps/relay/GCSGAME_newGameVendor')).toBe(false);
  });

  it("holds the side menu's category places while the lanes load, right after Favourites", async () => {
    await renderApp('/', { fetch: { '/wps/relay/GCSGAME_newGameVendor': { hang: true } } });
    (await screen.findByRole('button', { name: 'Menu lateral' })).click();
    const side = await screen.findByRole('navigation', { name: 'Menu lateral' }, { timeout: 5000 });
    const heldIn = (list: HTMLElement) =>
      [...list.querySelectorAll('li')].filter((item) => item.getAttribute('aria-hidden') === 'true');
    // the navigation's categories but the in-house one (which has its own entry), each a line's skeleton — once the
    // merchant's switches have answered (until then their entries hold places too, and a busy machine may get here
    // first)
    await waitFor(() => expect(heldIn(side)).toHaveLength(9));
    const items = [...side.querySelectorAll('li')];
    const held = heldIn(side);
    expect(held.every((item) => item.querySelector('.side-menu__link .skeleton-text'))).toBe(true);
    expect(items.indexOf(held[0]!)).toBe(2);
    expect(items[1]).toHaveTextContent('Favoritos');
    // the top navigation holds the same room, right after home
    const top = screen.getByRole('navigation', { name: 'Categorias de jogos' });
    const topItems = [...top.querySelectorAll('li')];
    expect(topItems.filter((item) => item.getAttribute('aria-hidden') === 'true')).toHaveLength(9);
    expect(topItems[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives the held places up for the categories once the lanes answer', async () => {
    await renderApp('/', { fetch: { '/wps/relay/GCSGAME_newGameVendor': { value: { data: { lanes } } } } });
    (await screen.findByRole('button', { name: 'Menu lateral' })).click();
    const side = await screen.findByRole('navigation', { name: 'Menu lateral' }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(side).getByRole('link', { name: 'Cassino ao vivo' })).toBeInTheDocument(),
    );
    expect(side.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    const top = screen.getByRole('navigation', { name: 'Categorias de jogos' });
    expect(top.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
  });

  it("holds the places of the entries behind the merchant's switches until the switches answer", async () => {
    await renderApp('/', {
      fetch: {
        '/wps/relay/GCSGAME_newGameVendor': { value: { data: { lanes } } },
        '/wps/system/whitelabel': { hang: true },
      },
    });
    const side = await openSideMenu();
    // promotions, rebate, missions, rewards and VIP before the points mall, referral after it: each a skeleton line
    expect(entriesFrom(side, 'Histórico de apostas')).toEqual([
      'Histórico de apostas',
      'held',
      'held',
      'held',
      'held',
      'held',
      'Loja de pontos',
      'held',
      'Baixar o app',
    ]);
    // the home screen (its own chunk) may still be on its way when the menu is open
    expect((await screen.findByRole('heading', { name: 'Promoções' })).closest('section')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('puts the entries of the switches that are on in those places, and drops those that are off', async () => {
    const on = (modId: string) => ({ modId, name: modId, enabled: true, childrenNodes: [] });
    await renderApp('/', {
      fetch: {
        '/wps/relay/GCSGAME_newGameVendor': { value: { data: { lanes } } },
        // promotions, missions and VIP on; rebate, rewards and referral off
        '/wps/system/whitelabel': { value: [on('PROMOTIONS'), on('MISSIONS'), on('VIP')] },
      },
    });
    const side = await openSideMenu();
    await waitFor(() => expect(within(side).getByRole('link', { name: 'VIP' })).toBeInTheDocument());
    expect(entriesFrom(side, 'Histórico de apostas')).toEqual([
      'Histórico de apostas',
      'Promoções',
      'Missões',
      'VIP',
      'Loja de pontos',
      'Baixar o app',
    ]);
  });

  it('keeps no place for a switch whose answer failed: the menu shows what is known', async () => {
    await renderApp('/', {
      fetch: {
        '/wps/relay/GCSGAME_newGameVendor': { value: { data: { lanes } } },
        '/wps/system/whitelabel': { status: 404, body: {} },
      },
    });
    const side = await openSideMenu();
    await waitFor(() => expect(side.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0), {
      timeout: 15_000,
    });
    expect(entriesFrom(side, 'Histórico de apostas')).toEqual([
      'Histórico de apostas',
      'Loja de pontos',
      'Baixar o app',
    ]);
    // nor does the home page keep the promotions card's room
    await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' });
    expect(screen.queryByRole('heading', { name: 'Promoções' })).not.toBeInTheDocument();
  }, 20_000);

  it('has the landmarks, a skip link and a side-menu toggle that says whether it is open', async () => {
    const { container } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' });
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(container.querySelector('#main-content')).toBe(screen.getByRole('main'));

    const toggle = screen.getByRole('button', { name: 'Menu lateral' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu lateral' })).not.toBeInTheDocument();
    toggle.click();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    const side = screen.getByRole('navigation', { name: 'Menu lateral' });
    // the switched entries (promotions, point mall) once the merchant's switches have answered: their places are held
    // until then, and a busy machine may open the drawer first
    for (const name of [
      'Início',
      'Favoritos',
      'Jogos da casa',
      'Promoções',
      'Loja de pontos',
      'Central de ajuda',
    ]) {
      expect(await within(side).findByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
  });

  it('footer: social links only for existing resources, vendor logos from the platform, Portuguese legal text with 18+', async () => {
    const status = statusWith({
      info: {
        ...exampleStatus.info,
        resources: [
          { resourceType: 'INSTAGRAM', url: 'https://instagram.com/demo' },
          { resourceType: 'APP_IOS', url: 'https://apps.example/ios' },
        ],
      },
    });
    await renderApp('/', { fetch: { '/wps/system/status': { value: status } } });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/demo',
    );
    expect(within(footer).queryByRole('link', { name: 'Telegram' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'PG' })).toHaveAttribute(
      'src',
      '/assets-platform/vendors/PG.svg',
    );
    expect(
      within(footer)
        .getAllByRole('img')
        .filter((img) => img.tagName === 'IMG'),
    ).toHaveLength(8);
    expect(within(footer).getByText('18+')).toBeInTheDocument();
    expect(within(footer).getByText('00.000.000/0001-91')).toBeInTheDocument();
    expect(within(footer).getByText('Demo Ltda.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'ouvidoria@demo.example' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /autoexclusão/ })).toHaveAttribute(
      'href',
      'https://www.gov.br/autoexclusao',
    );
    expect(within(footer).getByText(/Aviso de risco/)).toBeInTheDocument();
  });

  it('shows the logged-in header frame with a session', async () => {
    await renderApp('/', {
      token: 'tok-0123456789abcdef',
      member: { id: 1, account: 'ana', nickname: 'Ana', type: 1 },
    });
    await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Depositar' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sacar' })).toBeInTheDocument();
    const avatar = await within(header).findByRole('button', { name: 'Menu da conta' });
    await userEvent.setup().click(avatar);
    await waitFor(() => expect(avatar).toHaveAttribute('aria-expanded', 'true'));
    const menu = screen.getByRole('menu', { name: 'Menu da conta' });
    expect(within(menu).getByRole('menuitem', { name: 'Central do agente' })).toHaveAttribute(
      'href',
      '/agentHome',
    );
  });
});

describe('side menu on a narrow screen', () => {
  it('closes with Esc and gives focus back to its toggle', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' });
    const toggle = screen.getByRole('button', { name: 'Menu lateral' });
    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Menu lateral' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu lateral' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws its entries the first time it opens, not with the first view, and keeps them once closed', async () => {
    const user = userEvent.setup();
    const { container } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' });
    const aside = container.querySelector<HTMLElement>('#side-menu')!;
    // the closed drawer is an empty element: the toggle's aria-controls names it
    expect(aside).toHaveAttribute('hidden');
    expect(aside).toBeEmptyDOMElement();
    const toggle = screen.getByRole('button', { name: 'Menu lateral' });
    expect(toggle).toHaveAttribute('aria-controls', 'side-menu');
    await user.click(toggle);
    expect(within(aside).getByRole('link', { name: 'Início' })).toBeInTheDocument();
    await user.click(toggle);
    expect(aside).toHaveAttribute('hidden');
    // drawn once: closing hides it, a second opening shows the same entries at once
    expect(within(aside).getByRole('link', { name: 'Início', hidden: true })).toBeInTheDocument();
  });
});
