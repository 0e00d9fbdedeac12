import ptCommon from './pt-BR/common.json';
import ptLayout from './pt-BR/layout.json';
import ptLegal from './pt-BR/legal.json';
import ptSystem from './pt-BR/system.json';
import ptAuth from './pt-BR/auth.json';
import ptScreens from './pt-BR/screens.json';
import ptAgent from './pt-BR/agent.json';
import ptGames from './pt-BR/games.json';
import ptHome from './pt-BR/home.json';
import ptAnnouncements from './pt-BR/announcements.json';
import ptLottery from './pt-BR/lottery.json';
import ptMoney from './pt-BR/money.json';
import ptSecurity from './pt-BR/security.json';
import ptResponsible from './pt-BR/responsible.json';
import ptPoints from './pt-BR/points.json';
import ptMessages from './pt-BR/messages.json';
import ptSupport from './pt-BR/support.json';
import ptPages from './pt-BR/pages.json';
import ptPromotions from './pt-BR/promotions.json';
import ptEngagement from './pt-BR/engagement.json';
import ptAgentContracts from './pt-BR/agent-contracts.json';
import ptMobile from './pt-BR/mobile.json';
import enCommon from './en/common.json';
import enLayout from './en/layout.json';
import enLegal from './en/legal.json';
import enSystem from './en/system.json';
import enAuth from './en/auth.json';
import enScreens from './en/screens.json';
import enAgent from './en/agent.json';
import enGames from './en/games.json';
import enHome from './en/home.json';
import enAnnouncements from './en/announcements.json';
import enLottery from './en/lottery.json';
import enMoney from './en/money.json';
import enSecurity from './en/security.json';
import enResponsible from './en/responsible.json';
import enPoints from './en/points.json';
import enMessages from './en/messages.json';
import enSupport from './en/support.json';
import enPages from './en/pages.json';
import enPromotions from './en/promotions.json';
import enEngagement from './en/engagement.json';
import enAgentContracts from './en/agent-contracts.json';
import enMobile from './en/mobile.json';

/**
 * i18next namespaces, one per feature area; keys inside read `<screen>.<element>` (so `system:maintenance.heading`).
 * `legal` is always shown in Portuguese (spec §1): its EN file holds the same Portuguese text on purpose.
 */
export const namespaces = [
  'common',
  'layout',
  'legal',
  'system',
  'auth',
  'screens',
  'agent',
  'games',
  'home',
  'announcements',
  'lottery',
  'money',
  'security',
  'responsible',
  'points',
  'messages',
  'support',
  'pages',
  'promotions',
  'engagement',
  'agent-contracts',
  'mobile',
] as const;

export const resources = {
  'pt-BR': {
    common: ptCommon,
    layout: ptLayout,
    legal: ptLegal,
    system: ptSystem,
    auth: ptAuth,
    screens: ptScreens,
    agent: ptAgent,
    games: ptGames,
    home: ptHome,
    announcements: ptAnnouncements,
    lottery: ptLottery,
    money: ptMoney,
    security: ptSecurity,
    responsible: ptResponsible,
    points: ptPoints,
    messages: ptMessages,
    support: ptSupport,
    pages: ptPages,
    promotions: ptPromotions,
    engagement: ptEngagement,
    'agent-contracts': ptAgentContracts,
    mobile: ptMobile,
  },
  en: {
    common: enCommon,
    layout: enLayout,
    legal: enLegal,
    system: enSystem,
    auth: enAuth,
    screens: enScreens,
    agent: enAgent,
    games: enGames,
    home: enHome,
    announcements: enAnnouncements,
    lottery: enLottery,
    money: enMoney,
    security: enSecurity,
    responsible: enResponsible,
    points: enPoints,
    messages: enMessages,
    support: enSupport,
    pages: enPages,
    promotions: enPromotions,
    engagement: enEngagement,
    'agent-contracts': enAgentContracts,
    mobile: enMobile,
  },
} as const;
