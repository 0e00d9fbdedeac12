import { vi } from 'vitest';
import type {
  AppArea,
  DesktopBridge,
  MemberKind,
  MenuDestination,
  UpdateState,
} from '../../shared/ipc/bridge.ts';

/** Installs a fake `window.desktop` bridge with spies; remove it with `delete window.desktop` after the test. */
export function fakeBridge() {
  const languageListeners: ((language: 'pt-BR' | 'en') => void)[] = [];
  const updateListeners: ((state: UpdateState) => void)[] = [];
  const navigateListeners: ((destination: MenuDestination) => void)[] = [];
  const bridge = {
    app: {
      getInfo: vi.fn(() =>
        Promise.resolve({
          version: '0.1.0',
          os: 'linux',
          platformUrl: 'http://127.0.0.1:4174',
          merchantCode: 'desk',
          embeddedPlatform: true,
        }),
      ),
      onFocus: vi.fn(() => () => {}),
      setLanguage: vi.fn((_language: 'pt-BR' | 'en') => Promise.resolve()),
      onLanguage: vi.fn((listener: (language: 'pt-BR' | 'en') => void) => {
        languageListeners.push(listener);
        return () => {};
      }),
      setArea: vi.fn((_area: AppArea) => Promise.resolve()),
      getLastArea: vi.fn(() => Promise.resolve<AppArea | null>(null)),
      setMemberKind: vi.fn((_kind: MemberKind) => Promise.resolve()),
      onNavigate: vi.fn((listener: (destination: MenuDestination) => void) => {
        navigateListeners.push(listener);
        return () => {
          navigateListeners.splice(navigateListeners.indexOf(listener), 1);
        };
      }),
    },
    files: {
      saveCsv: vi.fn((_request: { suggestedName: string; content: string }) =>
        Promise.resolve({ saved: true }),
      ),
    },
    session: {
      getToken: vi.fn(() => Promise.resolve<string | null>('desktop-token-0123456789')),
      setToken: vi.fn(async () => {}),
      clear: vi.fn(async () => {}),
    },
    games: { open: vi.fn(async () => {}), onClosed: vi.fn(() => () => {}) },
    customerService: { open: vi.fn(async () => {}) },
    shell: { openExternal: vi.fn(async () => {}) },
    updater: {
      getState: vi.fn(() => Promise.resolve<UpdateState>({ status: 'idle' })),
      onState: vi.fn((listener: (state: UpdateState) => void) => {
        updateListeners.push(listener);
        return () => {
          updateListeners.splice(updateListeners.indexOf(listener), 1);
        };
      }),
      install: vi.fn(async () => {}),
    },
  } satisfies DesktopBridge;
  (window as Window & { desktop?: DesktopBridge }).desktop = bridge;
  return { bridge, languageListeners, updateListeners, navigateListeners };
}
