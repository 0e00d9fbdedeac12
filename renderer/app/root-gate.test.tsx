import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { systemStatusQueryOptions } from '../api/get-system-status.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { bootstrap } from './bootstrap.ts';
import { RootGate } from './root-gate.tsx';
import { takeServedFirstView } from './served-first-view.ts';
import userEvent from '@testing-library/user-event';
import { rootStateOf } from '../features/system/utils/root-state.ts';
import { exampleStatus, renderApp, statusWith } from '../test/render-app.tsx';
import type { StubResponse } from '../test/fetch-stub.ts';
import { getHotGames } from '../../shared/api/games.ts';
import { call } from '../lib/api-client.ts';

const maintenance = statusWith({
  status: 1,
  maintenance: {
    title: 'Atualização programada',
    endTime: '2026-12-01T15:30:00Z',
    content: 'Voltamos logo.',
  },
});
const region = statusWith({
  status: 2,
  location: { ip: '203.0.113.9', country: 'US' },
  regionRestriction: { content: 'Indisponível no seu país.' },
});

describe('root states from system.status', () => {
  it('shows the maintenance page with title, end time, text and customer service', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderApp('/', { fetch: { '/wps/system/status': { value: maintenance } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Site em manutenção' })).toBeInTheDocument();
    // the tab's name follows the page's drawing (an effect of the screen's, usePageTitle)
    await waitFor(() => expect(document.title).toBe('Site em manutenção — Aurora Play'));
    expect(screen.getByRole('heading', { name: 'Atualização programada' })).toBeInTheDocument();
    // the platform's clock (Brasília, UTC−03:00), whatever the machine's zone
    expect(screen.getByText('Previsão de retorno: 1 de dez. de 2026, 12:30')).toBeInTheDocument();
    expect(screen.getByText('Voltamos logo.')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Falar com o atendimento' }));
    expect(open).toHaveBeenCalledWith(
      'https://support.example/chat',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
  });

  it('shows the region-block page with the visitor IP', async () => {
    await renderApp('/', { fetch: { '/wps/system/status': { value: region } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeInTheDocument();
    // the tab's name follows the page's drawing (an effect of the screen's, usePageTitle)
    await waitFor(() => expect(document.title).toBe('Acesso restrito — Aurora Play'));
    expect(screen.getByText('Seu IP: 203.0.113.9')).toBeInTheDocument();
    expect(screen.getByText('Indisponível no seu país.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Falar com o atendimento' })).toBeInTheDocument();
  });

  it('lets maintenance win over the region block', async () => {
    const both = { ...maintenance, location: region.location, regionRestriction: region.regionRestriction };
    await renderApp('/', { fetch: { '/wps/system/status': { value: both } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Site em manutenção' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Acesso restrito' })).not.toBeInTheDocument();
    expect(rootStateOf({ status: 2, maintenance: maintenance.maintenance })).toBe('maintenance');
    expect(rootStateOf({ status: 2, maintenance: null })).toBe('region');
    expect(rootStateOf({ status: 0, maintenance: null })).toBe('normal');
  });

  it('shows the normal app when the status is 0', async () => {
    await renderApp('/', { fetch: { '/wps/system/status': { value: exampleStatus } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows an error screen with a retry when the status call fails, and recovers', async () => {
    let answer: StubResponse = { networkError: true };
    await renderApp('/', { fetch: { '/wps/system/status': () => answer } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Sem conexão' })).toBeInTheDocument();

    answer = { value: exampleStatus };
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' }),
    ).toBeInTheDocument();
  });

  it('comes back by itself when maintenance is cleared (refetch on focus)', async () => {
    let answer: StubResponse = { value: maintenance };
    await renderApp('/', { fetch: { '/wps/system/status': () => answer } });
    await screen.findByRole('heading', { name: 'Site em manutenção' });

    answer = { value: exampleStatus };
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' })).toBeInTheDocument(),
    );
    // the tab no longer says so either (the page's effect names it once drawn)
    await waitFor(() => expect(document.title).toBe('Aurora Play'));
  });

  it('shows the maintenance page at once when any call is refused for maintenance, without waiting for a poll', async () => {
    let answer: StubResponse = { value: exampleStatus };
    await renderApp('/', {
      fetch: {
        '/wps/system/status': () => answer,
        [getHotGames.path]: {
          status: 503,
          body: { success: false, code: 'platform.maintenance', message: 'Em manutenção' },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' });
    answer = { value: maintenance };
    await act(async () => {
      await call(getHotGames, getHotGames.example.request).catch(() => undefined);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Site em manutenção' })).toBeInTheDocument();
  });
});

describe('a status the page was served with', () => {
  it('lets the first render take over the page shell, and draws the app after it', async () => {
    const { requests } = stubFetch();
    await bootstrap();
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(systemStatusQueryOptions().queryKey, exampleStatus);
    // whether the shell was on screen when the app was first drawn
    const shellUp: boolean[] = [];
    function AppProbe() {
      shellUp.push(document.querySelector('[data-page-shell]') !== null);
      return <p>app</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <RootGate>
          <AppProbe />
        </RootGate>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('app')).toBeInTheDocument();
    expect(shellUp[0]).toBe(true);
    expect(document.querySelector('[data-page-shell]')).toBeNull();
    expect(requests.map((request) => request.url.pathname)).not.toContain('/wps/system/status');
  });
});

describe('a page the platform served with a first view', () => {
  it("is drawn as it was served while the status loads; without one, the build's shell", async () => {
    stubFetch({ '/wps/system/status': { hang: true } });
    await bootstrap();
    // a bare page (the help centre without the site's chrome) as the platform writes it: no layout of the site's
    const served =
      '<p class="visually-hidden" role="status" aria-label="Carregando…">Carregando…</p>' +
      '<div aria-hidden="true" inert=""><div class="help-screen help-screen--bare"><h1>Central de ajuda</h1></div></div>';
    document.body.innerHTML = `<div class="page-shell" data-page-shell="">${served}</div>`;
    takeServedFirstView(createQueryClient(), { merchantCode: 'demo', language: 'pt-BR' }, 'pt-BR');
    document.body.innerHTML = '';
    const { container } = render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <RootGate>
          <p>app</p>
        </RootGate>
      </QueryClientProvider>,
    );
    expect(container.innerHTML).toBe(`<div class="page-shell" data-page-shell="">${served}</div>`);
    expect(container.querySelector('.rg-strip')).toBeNull();
    // without a first view (the lite app's cached page), the build's shell in the interface's language
    takeServedFirstView(createQueryClient(), null, 'pt-BR');
    const built = render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <RootGate>
          <p>app</p>
        </RootGate>
      </QueryClientProvider>,
    );
    expect(built.container.querySelector('[data-page-shell] .rg-strip')).toHaveTextContent('18+');
  });
});
