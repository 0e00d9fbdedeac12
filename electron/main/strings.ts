import { defaultLanguage, isLanguage, type Language } from '../../shared/constants/i18n.ts';

/**
 * Every text the main process shows itself (application menu, window titles, dialogs, the game window's menu), in
 * the product's two languages. The interface language is the renderer's (it tells main through `app.setLanguage`);
 * before it does, the last one kept in settings, else the operating system's (Portuguese unless it asks for English).
 */
const pt = {
  customerServiceTitle: 'Atendimento ao cliente',
  gameMenu: 'Jogo',
  fullScreen: 'Tela cheia',
  reload: 'Recarregar',
  close: 'Fechar',
  wait: 'Aguardar',
  gameCrashedTitle: 'O jogo parou',
  gameCrashedMessage: 'A janela do jogo parou de funcionar. Deseja recarregar o jogo ou fechar a janela?',
  gameUnresponsiveTitle: 'O jogo não responde',
  gameUnresponsiveMessage: 'O jogo não está respondendo. Deseja aguardar, recarregar ou fechar a janela?',
  // application menu
  fileMenu: 'Arquivo',
  editMenu: 'Editar',
  viewMenu: 'Exibir',
  windowMenu: 'Janela',
  languageMenu: 'Idioma',
  quit: 'Sair',
  closeWindow: 'Fechar janela',
  undo: 'Desfazer',
  redo: 'Refazer',
  cut: 'Recortar',
  copy: 'Copiar',
  paste: 'Colar',
  selectAll: 'Selecionar tudo',
  devTools: 'Ferramentas do desenvolvedor',
  actualSize: 'Tamanho real',
  zoomIn: 'Aumentar zoom',
  zoomOut: 'Diminuir zoom',
  toggleFullScreen: 'Alternar tela cheia',
  minimize: 'Minimizar',
  zoomWindow: 'Zoom',
  goMenu: 'Ir',
  agentCentre: 'Central do agente',
  homePage: 'Página inicial',
  // saving a CSV export
  saveCsvTitle: 'Salvar relatório CSV',
  save: 'Salvar',
  csvFiles: 'Planilhas CSV',
  // start-up failures (shown in a dialog before the app quits)
  notConfiguredTitle: 'O Aurora Play não está configurado corretamente',
  platformFailedTitle: 'O Aurora Play não conseguiu iniciar a plataforma',
  startFailedTitle: 'O Aurora Play não conseguiu iniciar',
  platformUrlUnusable:
    'O endereço da plataforma "{value}" não pode ser usado: ele precisa ser https (http simples só neste computador: 127.0.0.1, localhost).',
  merchantCodeInvalid: 'O código do site "{value}" não é válido (letras, números, _ e -, até 32).',
  devServerInvalid:
    'VITE_DEV_SERVER_URL precisa ser um endereço http simples em 127.0.0.1 ou localhost; recebido "{value}".',
  platformTimeout: 'A plataforma embutida não ficou pronta em {seconds} segundos.',
  platformStartError: 'A plataforma embutida não conseguiu iniciar: {detail}',
  platformExited: 'A plataforma embutida parou (código de saída {code}) antes de ficar pronta.',
};
export type MainStrings = typeof pt;

const en: MainStrings = {
  customerServiceTitle: 'Customer service',
  gameMenu: 'Game',
  fullScreen: 'Full screen',
  reload: 'Reload',
  close: 'Close',
  wait: 'Wait',
  gameCrashedTitle: 'The game stopped',
  gameCrashedMessage: 'The game window stopped working. Reload the game or close the window?',
  gameUnresponsiveTitle: 'The game is not responding',
  gameUnresponsiveMessage: 'The game is not responding. Wait, reload it, or close the window?',
  fileMenu: 'File',
  editMenu: 'Edit',
  viewMenu: 'View',
  windowMenu: 'Window',
  languageMenu: 'Language',
  quit: 'Quit',
  closeWindow: 'Close window',
  undo: 'Undo',
  redo: 'Redo',
  cut: 'Cut',
  copy: 'Copy',
  paste: 'Paste',
  selectAll: 'Select all',
  devTools: 'Developer tools',
  actualSize: 'Actual size',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  toggleFullScreen: 'Toggle full screen',
  minimize: 'Minimize',
  zoomWindow: 'Zoom',
  goMenu: 'Go',
  agentCentre: 'Agent centre',
  homePage: 'Home page',
  saveCsvTitle: 'Save CSV report',
  save: 'Save',
  csvFiles: 'CSV spreadsheets',
  notConfiguredTitle: 'Aurora Play is not configured correctly',
  platformFailedTitle: 'Aurora Play could not start its platform',
  startFailedTitle: 'Aurora Play could not start',
  platformUrlUnusable:
    'The platform address "{value}" is not usable: it must be an https address (plain http only on this computer: 127.0.0.1, localhost).',
  merchantCodeInvalid: 'The merchant code "{value}" is not valid (letters, digits, _ and -, up to 32).',
  devServerInvalid:
    'VITE_DEV_SERVER_URL must be a plain http address on 127.0.0.1 or localhost, got "{value}".',
  platformTimeout: 'The built-in platform server did not report ready within {seconds} seconds.',
  platformStartError: 'The built-in platform server could not start: {detail}',
  platformExited: 'The built-in platform server stopped (exit code {code}) before it was ready.',
};

const byLanguage: Readonly<Record<Language, MainStrings>> = { 'pt-BR': pt, en };

/** The language of an OS locale ('en-US' → en; anything else → the default, PT-BR). */
export function languageOfLocale(locale: string): Language {
  return locale.toLowerCase().startsWith('en') ? 'en' : defaultLanguage;
}

/** The interface language to start with: the one kept in settings (if valid), else the OS locale's. */
export function initialLanguage(stored: unknown, osLocale: string): Language {
  return isLanguage(stored) ? stored : languageOfLocale(osLocale);
}

export function mainStrings(language: Language): MainStrings {
  return byLanguage[language];
}

/** A start-up problem named by its text key, worded in the interface language when it is shown. */
export type StartupProblem = {
  key:
    | 'platformUrlUnusable'
    | 'merchantCodeInvalid'
    | 'devServerInvalid'
    | 'platformTimeout'
    | 'platformStartError'
    | 'platformExited';
  params: Readonly<Record<string, string | number>>;
};

export function describeProblem(problem: StartupProblem, language: Language): string {
  return mainStrings(language)[problem.key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = problem.params[name];
    return value === undefined ? whole : String(value);
  });
}

/** An error that carries a start-up problem: its message is the English text (logs), the dialog words it anew. */
export class StartupError extends Error {
  readonly problem: StartupProblem;
  constructor(problem: StartupProblem) {
    super(describeProblem(problem, 'en'));
    this.problem = problem;
  }
}

/** Native names: each language is listed in itself, whatever the interface language. */
export const languageNames: Readonly<Record<Language, string>> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
};
