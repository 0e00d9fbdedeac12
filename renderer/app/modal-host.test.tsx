import { Profiler } from 'react';
import { flushSync } from 'react-dom';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ModalDialog } from '../components/ui/modal-dialog.tsx';
import { useModalStore } from '../stores/modal-store.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ModalHost } from './modal-host.tsx';

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
