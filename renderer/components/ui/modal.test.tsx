import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal.tsx';
import { ModalDialog } from './modal-dialog.tsx';

function Harness({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Entrar" closable={closable}>
        <input aria-label="username" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is named by its title, traps focus inside and is not closed by a click outside', async () => {
    // Radix sets pointer-events: none outside the dialog; click there anyway, as a person would try to.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));

    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await waitFor(() => expect(dialog).toHaveFocus());

    await user.click(document.querySelector('.modal-overlay')!);
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();

    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Esc when closable and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores Esc and shows no close button when not closable', async () => {
    const user = userEvent.setup();
    render(<Harness closable={false} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
  });

  it('locks page scrolling while open and restores it after', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(document.body).not.toHaveAttribute('data-scroll-locked');

    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog');
    expect(document.body).toHaveAttribute('data-scroll-locked');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  });

  it('takes the focus on itself after the frame that draws it, not in the task that draws it (issue 16)', async () => {
    // the frame's callbacks held, to run them by hand: the focus must not be taken inside them either
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const view = render(<button type="button">page</button>);
    const page = screen.getByRole('button', { name: 'page' });
    page.focus();
    // drawn and its effects run (act), as when the notices arrive with the home page
    act(() =>
      view.rerender(
        <>
          <button type="button">page</button>
          <ModalDialog open onClose={() => undefined} title="Avisos">
            <button type="button">ok</button>
          </ModalDialog>
        </>,
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Avisos' });
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
    expect(frames.length).toBeGreaterThan(0);
    frames.splice(0).forEach((callback) => callback(performance.now()));
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
    requestFrame.mockRestore();
    await waitFor(() => expect(dialog).toHaveFocus());
  });
});
