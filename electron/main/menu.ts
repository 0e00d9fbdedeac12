import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { MemberKind, MenuDestination } from '../../shared/ipc/bridge.ts';
import { languages, type Language } from '../../shared/constants/i18n.ts';
import { languageNames, mainStrings } from './strings.ts';

/**
 * The application menu in the interface language: every item has an explicit label (a role's own label would follow
 * the operating system's language, not the one the player picked). Rebuilt whenever the language changes.
 */
export function buildMenuTemplate(options: {
  appName: string;
  isMac: boolean;
  isDevelopment: boolean;
  language: Language;
  onLanguage: (language: Language) => void;
  /** who is signed in: agents get a Go menu with their agent centre */
  memberKind?: MemberKind;
  onNavigate?: (destination: MenuDestination) => void;
}): MenuItemConstructorOptions[] {
  const s = mainStrings(options.language);
  const view: MenuItemConstructorOptions[] = [{ role: 'reload', label: s.reload }];
  if (options.isDevelopment) view.push({ role: 'toggleDevTools', label: s.devTools });
  view.push(
    { type: 'separator' },
    { role: 'resetZoom', label: s.actualSize },
    { role: 'zoomIn', label: s.zoomIn },
    { role: 'zoomOut', label: s.zoomOut },
    { type: 'separator' },
    { role: 'togglefullscreen', label: s.toggleFullScreen },
  );

  return [
    ...(options.isMac
      ? [{ label: options.appName, role: 'appMenu' } satisfies MenuItemConstructorOptions]
      : []),
    {
      label: s.fileMenu,
      submenu: [options.isMac ? { role: 'close', label: s.closeWindow } : { role: 'quit', label: s.quit }],
    },
    {
      label: s.editMenu,
      submenu: [
        { role: 'undo', label: s.undo },
        { role: 'redo', label: s.redo },
        { type: 'separator' },
        { role: 'cut', label: s.cut },
        { role: 'copy', label: s.copy },
        { role: 'paste', label: s.paste },
        { role: 'selectAll', label: s.selectAll },
      ],
    },
    { label: s.viewMenu, submenu: view },
    ...(options.memberKind === 'agent'
      ? [
          {
            label: s.goMenu,
            submenu: [
              {
                label: s.agentCentre,
                accelerator: 'CmdOrCtrl+Shift+A',
                click: () => options.onNavigate?.('agentHome'),
              },
              { label: s.homePage, click: () => options.onNavigate?.('home') },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    {
      label: s.languageMenu,
      submenu: languages.map((code) => ({
        label: languageNames[code],
        type: 'radio' as const,
        checked: code === options.language,
        click: () => options.onLanguage(code),
      })),
    },
    {
      label: s.windowMenu,
      submenu: [
        { role: 'minimize', label: s.minimize },
        ...(options.isMac
          ? [{ role: 'zoom', label: s.zoomWindow } satisfies MenuItemConstructorOptions]
          : []),
        { role: 'close', label: s.closeWindow },
      ],
    },
  ];
}

export function installApplicationMenu(options: Parameters<typeof buildMenuTemplate>[0]): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(options)));
}
