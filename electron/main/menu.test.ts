import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from './menu.ts';
import { initialLanguage, languageOfLocale, mainStrings } from './strings.ts';
import { languages } from '../../shared/constants/i18n.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

const base = { appName: 'Aurora Play', isMac: false, isDevelopment: false, onLanguage: vi.fn() };

describe('application menu', () => {
  it('speaks Portuguese by default and English when the interface is in English', () => {
    const pt = buildMenuTemplate({ ...base, language: 'pt-BR' }).map((item) => item.label);
    const en = buildMenuTemplate({ ...base, language: 'en' }).map((item) => item.label);
    expect(pt).toEqual(['Arquivo', 'Editar', 'Exibir', 'Idioma', 'Janela']);
    expect(en).toEqual(['File', 'Edit', 'View', 'Language', 'Window']);
  });

  it('labels every item itself (a role label would follow the OS language, not the player’s)', () => {
    for (const language of languages) {
      for (const isMac of [false, true]) {
        const items = flatten(buildMenuTemplate({ ...base, isMac, isDevelopment: true, language }));
        for (const item of items) {
          if (item.type === 'separator' || item.role === 'appMenu') continue;
          expect(item.label, `${language} ${item.role ?? ''}`).toBeTruthy();
        }
      }
    }
    const pt = flatten(buildMenuTemplate({ ...base, language: 'pt-BR' }));
    expect(pt.find((item) => item.role === 'quit')?.label).toBe('Sair');
    expect(pt.find((item) => item.role === 'copy')?.label).toBe('Copiar');
  });

  it('lists each language in itself, ticks the current one and sends the picked one', () => {
    const onLanguage = vi.fn();
    const template = buildMenuTemplate({ ...base, language: 'en', onLanguage });
    const items = template.find((item) => item.label === 'Language')?.submenu as MenuItemConstructorOptions[];
    expect(items.map((item) => [item.label, item.checked])).toEqual([
      ['Português (Brasil)', false],
      ['English', true],
    ]);
    for (const item of items) (item.click as () => void)();
    expect(onLanguage.mock.calls).toEqual([['pt-BR'], ['en']]);
  });

  it('gives agents a Go menu with their agent centre (and the home page), nobody else', () => {
    const onNavigate = vi.fn();
    for (const memberKind of [null, 'player'] as const) {
      const labels = buildMenuTemplate({ ...base, language: 'pt-BR', memberKind }).map((item) => item.label);
      expect(labels).toEqual(['Arquivo', 'Editar', 'Exibir', 'Idioma', 'Janela']);
    }
    const agent = buildMenuTemplate({ ...base, language: 'pt-BR', memberKind: 'agent', onNavigate });
    expect(agent.map((item) => item.label)).toEqual([
      'Arquivo',
      'Editar',
      'Exibir',
      'Ir',
      'Idioma',
      'Janela',
    ]);
    const go = agent.find((item) => item.label === 'Ir')?.submenu as MenuItemConstructorOptions[];
    expect(go.map((item) => item.label)).toEqual(['Central do agente', 'Página inicial']);
    for (const item of go) (item.click as () => void)();
    expect(onNavigate.mock.calls).toEqual([['agentHome'], ['home']]);
    const english = buildMenuTemplate({ ...base, language: 'en', memberKind: 'agent', onNavigate });
    expect(english.find((item) => item.label === 'Go')?.submenu).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Agent centre' })]),
    );
  });

  it('offers reload and quit, and dev tools only in development', () => {
    const production = flatten(buildMenuTemplate({ ...base, language: 'pt-BR' }));
    const development = flatten(buildMenuTemplate({ ...base, isDevelopment: true, language: 'pt-BR' }));
    expect(production.some((item) => item.role === 'reload')).toBe(true);
    expect(production.some((item) => item.role === 'quit')).toBe(true);
    expect(production.some((item) => item.role === 'toggleDevTools')).toBe(false);
    expect(development.some((item) => item.role === 'toggleDevTools')).toBe(true);
  });
});

describe('main-process strings', () => {
  it('has every text in both languages, the Portuguese differing from the English where words differ', () => {
    const pt = mainStrings('pt-BR');
    const en = mainStrings('en');
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    const same = Object.keys(pt).filter((key) => pt[key as keyof typeof pt] === en[key as keyof typeof en]);
    expect(same).toEqual(['zoomWindow']); // "Zoom" is the same word in both
  });

  it('starts in the kept language, else the OS locale’s (Portuguese unless English)', () => {
    expect(initialLanguage('en', 'pt-BR')).toBe('en');
    expect(initialLanguage('pt-BR', 'en-US')).toBe('pt-BR');
    expect(initialLanguage('xx', 'en-GB')).toBe('en');
    expect(initialLanguage(undefined, 'es-ES')).toBe('pt-BR');
    expect(languageOfLocale('EN-us')).toBe('en');
  });
});
