import ptCommon from './pt-BR/common.json';
import ptLayout from './pt-BR/layout.json';
import ptScreens from './pt-BR/screens.json';
import ptGames from './pt-BR/games.json';
import ptHome from './pt-BR/home.json';
import ptAnnouncements from './pt-BR/announcements.json';
import ptSecurity from './pt-BR/security.json';
import ptMobile from './pt-BR/mobile.json';

/** The Portuguese texts the first view reads (the default language, bundled with the app); the other namespaces are
 * chunks of their own (renderer/locales/resources.ts). */
export const ptBR = {
  common: ptCommon,
  layout: ptLayout,
  screens: ptScreens,
  games: ptGames,
  home: ptHome,
  announcements: ptAnnouncements,
  security: ptSecurity,
  mobile: ptMobile,
};
