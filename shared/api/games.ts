import { z } from 'zod';
import { defineContract } from './contract.ts';
import { languageSchema } from './system.ts';

/** A vendor card in a lane, keyed by its vassalage (vendor code). */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  /** 'VASSALAGE' opens the vendor's game list popup; anything else launches directly or lists games. */
  isGame: z.string(),
  logoUrl: z.string(),
  iconUrl: z.string(),
  /** 0 open, 1 maintenance */
  maintenance: z.boolean(),
  gameCode: z.string().nullable(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const gameClassifySchema = z.object({
  key: z.string(),
  displayName: z.string(),
  vendors: z.array(z.string()),
});

export const vendorLaneSchema = z.object({
  /** the category: LIVE, RNG, SPORTS, PVP, FISH, LOTT, ELOTT, ... */
  title: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(gameClassifySchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const getGameVendors = defineContract({
  id: 'games.vendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  session: false,
  summary: 'Vendor lanes by category in server order (top navigation, lobbies).',
  request: z.object({ platform: z.literal('html5-desktop'), language: languageSchema }),
  response: z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) }),
  example: {
    request: { platform: 'html5-desktop', language: 'pt-BR' },
    response: {
      data: {
        lanes: [
          {
            title: 'RNG',
            cards: [
              {
                vassalage: 'PT',
                displayName: 'Playtech',
                gameType: 'RNG',
                isGame: 'LIST',
                logoUrl: '/assets/vendors/PT.svg',
                iconUrl: '/assets/vendors/PT-icon.svg',
                maintenance: false,
                gameCode: null,
              },
            ],
            gameClassify: [{ key: 'roulette', displayName: 'Roleta', vendors: ['PT'] }],
          },
        ],
      },
    },
  },
});
