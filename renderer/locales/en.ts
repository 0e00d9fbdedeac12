import enCommon from './en/common.json';
import enLayout from './en/layout.json';
import enScreens from './en/screens.json';
import enGames from './en/games.json';
import enHome from './en/home.json';
import enAnnouncements from './en/announcements.json';
import enSecurity from './en/security.json';
import enMobile from './en/mobile.json';

/** The English texts the first view reads: a chunk of their own, loaded when English is chosen; the other namespaces
 * load as their screens do (renderer/locales/resources.ts). */
export const en = {
  common: enCommon,
  layout: enLayout,
  screens: enScreens,
  games: enGames,
  home: enHome,
  announcements: enAnnouncements,
  security: enSecurity,
  mobile: enMobile,
};
