import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { z } from 'zod';
import type { languageMessageSchema } from '../../shared/ipc/bridge.ts';

export type MenuLanguage = z.infer<typeof languageMessageSchema>;

/** Native names: the menu is not translated, so each language is listed in itself. */
const languages: ReadonlyArray<{ code: MenuLanguage; label: string }> = [
  { code: 'pt-BR', label: 'Português (Brasil)' },
  { code: 'en', label: 'English' },
];

export function buildMenuTemplate(options: {
  appName: string;
  isMac: boolean;
  isDevelopment: boolean;
  onLanguage: (language: MenuLanguage) => void;
}): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [{ role: 'reload' }];
  if (options.isDevelopment) view.push({ role: 'toggleDevTools' });
  view.push(
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  );

  return [
    ...(options.isMac
      ? [{ label: options.appName, role: 'appMenu' } satisfies MenuItemConstructorOptions]
      : []),
    { label: 'File', submenu: [options.isMac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    {
      label: 'Language',
      submenu: languages.map(({ code, label }) => ({
        label,
        type: 'radio' as const,
        click: () => options.onLanguage(code),
      })),
    },
    { role: 'windowMenu' },
  ];
}

export function installApplicationMenu(options: Parameters<typeof buildMenuTemplate>[0]): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(options)));
}
