import { afterAll, describe, expect, it, vi } from 'vitest';
import { state } from './test/fake-electron.ts';
import { importMain } from './test/start-main.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());
vi.mock('electron-updater');

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('single instance', () => {
  it('quits at once when another instance holds the lock', async () => {
    state.app.requestSingleInstanceLock.mockImplementation(() => false);
    await importMain({ PLATFORM_URL: 'https://platform.example.com' });
    expect(state.app.quit).toHaveBeenCalled();
    expect(state.calls).toEqual(['enableSandbox(ready=false)', 'registerSchemesAsPrivileged(ready=false)']);
  });
});
