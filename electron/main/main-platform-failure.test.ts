import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow, state } from './test/fake-electron.ts';
import { importMain } from './test/start-main.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());
vi.mock('electron-updater');

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await importMain({});
  state.makeReady();
  await vi.waitFor(() => {
    if (state.utilityProcess.forked.length === 0) throw new Error('not forked yet');
  });
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('embedded platform failure', () => {
  it('shows a clear error dialog and exits when the server stops before it is ready', async () => {
    state.utilityProcess.forked[0]!.emit('exit', 3);
    await vi.waitFor(() => expect(state.dialog.showErrorBox).toHaveBeenCalled());
    // the fake system speaks Portuguese and no language was kept: the dialog is in Portuguese
    expect(state.dialog.showErrorBox).toHaveBeenCalledWith(
      'O Aurora Play não conseguiu iniciar a plataforma',
      'A plataforma embutida parou (código de saída 3) antes de ficar pronta.',
    );
    expect(state.app.exit).toHaveBeenCalledWith(1);
    expect(FakeBrowserWindow.instances).toHaveLength(0);
  });
});
