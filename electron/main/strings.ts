/**
 * The few texts the main process shows itself (window titles, dialogs, the game window's menu), in the product's two
 * languages. Portuguese unless the operating system asks for English.
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
};

export function mainStrings(locale: string): MainStrings {
  return locale.toLowerCase().startsWith('en') ? en : pt;
}
