import { z } from 'zod/mini';
import { defineContract, isoDateTime, lazySchema } from './contract.ts';
import { languageSchema } from './system.ts';

/**
 * Announcement content types: B banners, PL player notices, PU popups, PR promotions, H home-page headline notices
 * (the marquee; answered inside `player` with type H).
 */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const announcementTypeSchema = lazySchema(() => z.enum(announcementTypes));

/** Query value: the wanted types, comma separated (`B,PL,PU`); parsed into a list without repeats. */
export const announcementTypesQuerySchema = lazySchema(() =>
  z.pipe(
    z.string().check(z.regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/)),
    z.transform((v) => [...new Set(v.split(','))] as z.infer<typeof announcementTypeSchema>[]),
  ),
);

export const bannerSchema = lazySchema(() =>
  z.object({
    /** e.g. w_home, w_popup1 (the partners popup) */
    groupName: z.string(),
    /** image address */
    url: z.string(),
    /** where a click leads: an address, a route or a game, by linkageType */
    linkage: z.nullable(z.string()),
    /** NONE, URL, ROUTE, GAME, PROMOTION */
    linkageType: z.string(),
    title: z.string(),
    sort: z.number().check(z.int()),
  }),
);

export const playerNoticeSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    type: z.enum(['PL', 'H']),
    title: z.string(),
    /** HTML, sanitized by the client */
    content: z.string(),
    startTime: isoDateTime(),
  }),
);

/** A: for logged-in members, B: for anonymous visitors, F: at a member's first login. */
export const popupExecutionSchema = lazySchema(() => z.enum(['A', 'B', 'F']));

export const popupSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    execution: popupExecutionSchema,
    title: z.string(),
    content: z.string(),
    promotionType: z.nullable(z.string()),
  }),
);

export const promotionSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    title: z.string(),
    content: z.string(),
    imageUrl: z.nullable(z.string()),
    promotionType: z.string(),
    startTime: isoDateTime(),
    endTime: z.nullable(isoDateTime()),
  }),
);

type Banner = z.infer<typeof bannerSchema>;

/** The partners' banners: a popup of their own on the home page, not slides of the carousel. */
export const partnersGroup = 'w_popup1';

/**
 * The home page's banners in their order: the carousel's slides, and the partners' (their popup). The platform that
 * serves the web app writes the first slide into the page (shared/api/first-view.ts), so both sides choose it here.
 */
export function homeBanners(banners: readonly Banner[]): { slides: Banner[]; partners: Banner[] } {
  const sorted = [...banners].sort((a, b) => a.sort - b.sort);
  return {
    slides: sorted.filter((banner) => banner.groupName !== partnersGroup),
    partners: sorted.filter((banner) => banner.groupName === partnersGroup),
  };
}

/** The content types of the home page: banners, player notices and the marquee's headlines. */
export const homeContentTypes = 'B,PL,H';

/** The content types of the notices (the /announce page and the announcement popup): notices, popups, headlines. */
export const noticeContentTypes = 'PL,PU,H';

export const getAnnouncementContent = defineContract({
  id: 'content.announcements',
  method: 'GET',
  path: '/wps/system/announcements',
  session: false,
  summary:
    'Merchant content by type for the web platform (W): banners, player notices, popups, promotions. Lists of ' +
    'types not asked come back empty. With a session, popups include A and F; without, B.',
  request: lazySchema(() =>
    z.object({
      types: announcementTypesQuerySchema,
      platform: z.literal('W'),
      language: languageSchema,
    }),
  ),
  response: lazySchema(() =>
    z.object({
      banners: z.array(bannerSchema),
      player: z.array(playerNoticeSchema),
      popup: z.array(popupSchema),
      promotion: z.array(promotionSchema),
    }),
  ),
  example: {
    request: { types: 'B,PL,PU,PR,H', platform: 'W', language: 'pt-BR' },
    response: {
      banners: [
        {
          groupName: 'w_home',
          url: '/assets/banners/welcome.jpg',
          linkage: '/promotions',
          linkageType: 'ROUTE',
          title: 'Bem-vindo',
          sort: 1,
        },
      ],
      player: [
        {
          id: 1,
          type: 'PL',
          title: 'Jogo responsável',
          content: '<p>Defina seus limites no centro de segurança.</p>',
          startTime: '2026-11-01T00:00:00-03:00',
        },
      ],
      popup: [
        {
          id: 2,
          execution: 'B',
          title: 'Somente maiores de 18 anos',
          content: '<p>18+</p>',
          promotionType: null,
        },
      ],
      promotion: [
        {
          id: 3,
          title: 'Missões semanais',
          content: '<p>Complete missões e ganhe prêmios.</p>',
          imageUrl: '/assets/promotions/missions.jpg',
          promotionType: 'MISSION',
          startTime: '2026-11-01T00:00:00-03:00',
          endTime: null,
        },
      ],
    },
  },
});

export const contentContracts = [getAnnouncementContent] as const;
