import { z } from 'zod/mini';
import { defineContract, isoDateTime, lazySchema } from './contract.ts';
import { languageSchema } from './system.ts';

/**
 * A site page (site.page) apart from the other site contracts, which re-export it: the platform writes it into the
 * page it serves for about us, licences and "Verify Representative" (first-view.ts), so the app's start checks it.
 */

export const sitePageKeys = ['about', 'licence', 'verify'] as const;
export const sitePageKeySchema = lazySchema(() => z.enum(sitePageKeys));
export type SitePageKey = z.infer<typeof sitePageKeySchema>;

export const getSitePage = defineContract({
  id: 'site.page',
  method: 'GET',
  path: '/wps/system/sitePage',
  session: false,
  summary: 'One of the site pages (about, licence, verify) in the asked language.',
  request: lazySchema(() => z.object({ key: sitePageKeySchema, lang: languageSchema })),
  response: lazySchema(() =>
    z.object({
      key: sitePageKeySchema,
      title: z.string(),
      /** HTML, sanitized by the client */
      content: z.string(),
      updatedTime: isoDateTime(),
    }),
  ),
  example: {
    request: { key: 'about', lang: 'pt-BR' },
    response: {
      key: 'about',
      title: 'Sobre nós',
      content: '<p>Aurora Play Entretenimento Ltda.</p>',
      updatedTime: '2026-11-01T00:00:00Z',
    },
  },
});
