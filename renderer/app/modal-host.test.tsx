import { Profiler } from 'react';
import { flushSync } from 'react-dom';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ModalDialog } from '../components/ui/modal-dialog.tsx';
import { useModalStore } from '../stores/modal-store.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ModalHost, preloadModal } from './modal-host.tsx';
import { i18n } from '../lib/i18n.ts';
import { handOff } from '../features/auth/utils/login-handoff.ts';
import ptAuth from '../locales/pt-BR/auth.json';
import ptResponsible from '../locales/pt-BR/responsible.json';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('the popup host (issue 16: an opening does not hold the main thread in one task)', () => {
  // the store's changes are made as the app makes them, outside act(), to see what each task draws
  let actEnvironment: boolean | undefined;
  beforeAll(async () => {
    // the popups' code, which the app fetches ahead (preloadModal) or with the first opening
    await import('../features/auth/components/auth-modals.tsx');
  });
  beforeEach(() => {
    actEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
  });
  afterEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('draws a popup opening where there was none as a transition, and a replacement or a close at once', async () => {
    renderWithProviders(<ModalHost />);
    act(() => useModalStore.getState().open('logout'));
    expect(await screen.findByRole('dialog', { name: 'Sair' })).toBeVisible();
    act(() => useModalStore.getState().close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
    // the store's change itself draws nothing new; the popup follows, drawn apart from it
    flushSync(() => useModalStore.getState().open('logout'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sair' })).toBeVisible();

    // a popup replacing another: the one going away is gone at once, never left on screen to be clicked
    flushSync(() => useModalStore.getState().open('needTrueAccount'));
    expect(screen.queryByRole('dialog', { name: 'Sair' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toBeVisible();

    // a close: at once
    flushSync(() => useModalStore.getState().close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("draws a dialog's content in its first pass, not in a second one after it has committed", () => {
    const events: string[] = [];
    function Content() {
      events.push('content drawn');
      return <p>Conteúdo</p>;
    }
    render(
      <Profiler id="dialog" onRender={() => events.push('commit')}>
        <ModalDialog open onClose={() => undefined} title="Aviso">
          <Content />
        </ModalDialog>
      </Profiler>,
    );
    expect(screen.getByRole('dialog', { name: 'Aviso' })).toHaveTextContent('Conteúdo');
    expect(events.slice(0, 2)).toEqual(['content drawn', 'commit']);
  });
});

describe("the account popups' texts (issue 16: a lazy namespace)", () => {
  // as on a phone's first view: the forms' texts are not in the bundle and not fetched yet
  beforeEach(() => {
    i18n.removeResourceBundle('pt-BR', 'auth');
    onTestFinished(() => void i18n.addResourceBundle('pt-BR', 'auth', ptAuth, true, true));
  });

  it("are fetched with the popups' code when it is fetched ahead, in a task after the dialog's", async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    onTestFinished(() => load.mockRestore());
    preloadModal('auth');
    // the forms' code and texts are asked for in the next task, not in the one that asked for the dialog's
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith(['auth']));
    await vi.waitFor(() => expect(i18n.hasResourceBundle('pt-BR', 'auth')).toBe(true));
  });

  it('for the sign-up, with the responsible-play texts its form reads (a fetch after its code was ~0.4 s on 4G)', async () => {
    i18n.removeResourceBundle('pt-BR', 'responsible');
    onTestFinished(() => void i18n.addResourceBundle('pt-BR', 'responsible', ptResponsible, true, true));
    const load = vi.spyOn(i18n, 'loadNamespaces');
    onTestFinished(() => load.mockRestore());
    preloadModal('register');
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith(['auth']));
    expect(load).toHaveBeenCalledWith(['responsible']);
    await vi.waitFor(() => expect(i18n.hasResourceBundle('pt-BR', 'responsible')).toBe(true));
    expect(i18n.hasResourceBundle('pt-BR', 'auth')).toBe(true);
  });

  it("for the sign-up opened without a preload, asked for by the popup's loader beside its code", async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    onTestFinished(() => load.mockRestore());
    renderWithProviders(<ModalHost />);
    act(() => useModalStore.getState().open('register'));
    // the loader's own request (no callback), not the one the form's first render would make when it suspends
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith(['responsible']));
    expect(load.mock.calls.find(([texts]) => String(texts) === 'responsible')).toHaveLength(1);
    act(() => useModalStore.getState().close());
  });

  it('arrive before the login popup draws: it opens in Portuguese with what the header handed over', async () => {
    handOff({ username: 'ana', message: null, captcha: false });
    renderWithProviders(<ModalHost />);
    act(() => useModalStore.getState().open('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Usuário' })).toHaveValue('ana');
  });
});
