import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DesktopBridge, UpdateState } from '../../../shared/ipc/bridge.ts';
import { fakeBridge } from '../../test/fake-bridge.ts';
import { UpdateBanner } from './update-banner.tsx';

afterEach(() => {
  delete (window as Window & { desktop?: DesktopBridge }).desktop;
});

function desktopWith(initial: UpdateState) {
  const fake = fakeBridge();
  fake.bridge.updater.getState.mockResolvedValue(initial);
  const push = (state: UpdateState) =>
    act(() => {
      for (const listener of [...fake.updateListeners]) listener(state);
    });
  return { ...fake, push };
}

describe('UpdateBanner', () => {
  it('shows nothing on the web', () => {
    const { container } = render(<UpdateBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing while idle, checking or up to date', async () => {
    const { bridge, push } = desktopWith({ status: 'idle' });
    const { container } = render(<UpdateBanner />);
    await waitFor(() => expect(bridge.updater.getState).toHaveBeenCalled());
    push({ status: 'checking' });
    push({ status: 'not-available' });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the download progress, then "Reiniciar para atualizar" which installs only when clicked', async () => {
    const user = userEvent.setup();
    const { bridge, push } = desktopWith({ status: 'idle' });
    render(<UpdateBanner />);
    push({ status: 'available', version: '0.2.0' });
    push({
      status: 'downloading',
      version: '0.2.0',
      percent: 42.4,
      transferred: 424,
      total: 1000,
      bytesPerSecond: 10,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Baixando a versão 0.2.0… 42%');
    expect(screen.getByRole('progressbar', { name: 'Progresso do download da atualização' })).toHaveAttribute(
      'value',
      '42',
    );
    expect(screen.queryByRole('button', { name: 'Reiniciar para atualizar' })).not.toBeInTheDocument();

    push({ status: 'downloaded', version: '0.2.0' });
    expect(screen.getByRole('status')).toHaveTextContent('A versão 0.2.0 está pronta para instalar.');
    expect(bridge.updater.install).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reiniciar para atualizar' }));
    expect(bridge.updater.install).toHaveBeenCalledTimes(1);
  });

  it('reads the current state at mount (an update downloaded before the page loaded)', async () => {
    desktopWith({ status: 'downloaded', version: '0.3.0' });
    render(<UpdateBanner />);
    expect(await screen.findByRole('button', { name: 'Reiniciar para atualizar' })).toBeInTheDocument();
  });

  it('"Depois" hides the prompt until the next change', async () => {
    const user = userEvent.setup();
    const { push } = desktopWith({ status: 'downloaded', version: '0.3.0' });
    render(<UpdateBanner />);
    await user.click(await screen.findByRole('button', { name: 'Depois' }));
    expect(screen.queryByRole('button', { name: 'Reiniciar para atualizar' })).not.toBeInTheDocument();
    push({ status: 'downloaded', version: '0.4.0' });
    expect(screen.getByRole('button', { name: 'Reiniciar para atualizar' })).toBeInTheDocument();
  });

  it('shows an error without blocking, and can be dismissed', async () => {
    const user = userEvent.setup();
    const { push } = desktopWith({ status: 'idle' });
    render(<UpdateBanner />);
    push({ status: 'error', message: 'net::ERR_INTERNET_DISCONNECTED' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Não foi possível verificar ou baixar a atualização',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the restart fails', async () => {
    const user = userEvent.setup();
    const { bridge } = desktopWith({ status: 'downloaded', version: '0.3.0' });
    bridge.updater.install.mockRejectedValueOnce(new Error('No update is ready to install'));
    render(<UpdateBanner />);
    await user.click(await screen.findByRole('button', { name: 'Reiniciar para atualizar' }));
    expect(
      await screen.findByText('Não foi possível reiniciar para atualizar. Tente novamente.'),
    ).toBeInTheDocument();
  });
});
