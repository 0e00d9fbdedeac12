import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from './menu.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

describe('application menu', () => {
  it('sends the picked language (menu:language payloads)', () => {
    const onLanguage = vi.fn();
    const template = buildMenuTemplate({
      appName: 'Aurora Play',
      isMac: false,
      isDevelopment: false,
      onLanguage,
    });
    const language = template.find((item) => item.label === 'Language');
    const items = language?.submenu as MenuItemConstructorOptions[];
    for (const item of items) (item.click as () => void)();
    expect(onLanguage.mock.calls).toEqual([['pt-BR'], ['en']]);
  });

  it('offers reload and quit, and dev tools only in development', () => {
    const production = flatten(
      buildMenuTemplate({ appName: 'A', isMac: false, isDevelopment: false, onLanguage: vi.fn() }),
    );
    const development = flatten(
      buildMenuTemplate({ appName: 'A', isMac: false, isDevelopment: true, onLanguage: vi.fn() }),
    );
    expect(production.some((item) => item.role === 'reload')).toBe(true);
    expect(production.some((item) => item.role === 'quit')).toBe(true);
    expect(production.some((item) => item.role === 'toggleDevTools')).toBe(false);
    expect(development.some((item) => item.role === 'toggleDevTools')).toBe(true);
  });
});
