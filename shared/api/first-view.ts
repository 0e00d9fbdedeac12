import { z } from 'zod/mini';
import { getAnnouncementContent, homeBanners } from './content.ts';
import { lazySchema, type ResponseOf } from './contract.ts';
import { escapeHtml } from '../rules/html.ts';
import { languageSchema } from './system.ts';

/**
 * The home page's first view written into the page by the platform that serves the web app (issue 16: a phone's
 * largest paint without waiting for the bundle). index.html carries the page shell (scripts/vite-prerender-shell.ts);
 * for a visit to `/` the platform puts the carousel's first slide into the shell's banner room and the home content
 * answer it came from into a data block (a JSON script, never run). The app checks the block with this schema, keeps
 * the answer in its query cache (the home page asks for nothing again) and draws the same picture in its own shell,
 * so taking over redraws nothing. A page served without it (another host, the lite app's cached shell) works as
 * before.
 */

/** The id of the data block (`<script type="application/json" id="first-view">`). */
export const firstViewDataId = 'first-view';

export const firstViewDataSchema = lazySchema(() =>
  z.object({
    /** the merchant and the language the answer is for: the app uses it only when both are its own */
    merchantCode: z.string(),
    language: languageSchema,
    /** the answer of content.announcements for the home page's types (`homeContentTypes`) */
    homeContent: getAnnouncementContent.response,
  }),
);
export type FirstViewData = z.infer<typeof firstViewDataSchema>;

/** The banner art's box (10 ∶ 3), for the carousel's pictures and the shell's. */
export const bannerArtSize = { width: 1200, height: 360 } as const;

/** The picture the shell shows in the banner's room: the carousel's first slide. */
export function shellBannerOf(content: ResponseOf<typeof getAnnouncementContent>): string | null {
  return homeBanners(content.banners).slides[0]?.url ?? null;
}

/** The banner's room as the build writes it (renderer/app/shell/page-shell.tsx without a picture). */
export const shellBannerSlot = '<div class="page-shell__banner skeleton"></div>';

/**
 * The banner's room with its picture (no longer a pulsing skeleton: the carousel's backdrop while the picture loads),
 * exactly as page-shell.tsx draws it with `banner` (page-shell.test.tsx compares the two).
 */
export function shellBannerHtml(url: string): string {
  const { width, height } = bannerArtSize;
  return (
    '<div class="page-shell__banner page-shell__banner--picture">' +
    // the attributes in the order React's client sets them (src last), so that the two serialize alike
    `<img alt="" width="${width}" height="${height}" fetchpriority="high" src="${escapeHtml(url)}"/>` +
    '</div>'
  );
}

/**
 * JSON that is safe inside a script element: no `<` (so no `</script>` or `<!--` in a hostile title ends the block),
 * and no line separators.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * index.html with a first view: the banner asked for from the head (before the scripts, at the priority of a largest
 * paint), the shell's banner room filled with it, and the data block before `</body>`. The page as it was when it
 * has no head, banner room or body to write into.
 */
export function withFirstView(html: string, data: FirstViewData): string {
  const headEnd = html.indexOf('</head>');
  const script = html.indexOf('<script');
  const preloadAt = script >= 0 && script < headEnd ? script : headEnd;
  const slot = html.indexOf(shellBannerSlot);
  const body = html.lastIndexOf('</body>');
  if (headEnd < 0 || slot < headEnd || body < slot) return html;
  const banner = shellBannerOf(data.homeContent);
  const preload =
    banner === null
      ? ''
      : `<link rel="preload" as="image" href="${escapeHtml(banner)}" fetchpriority="high" />\n    `;
  const block = `<script type="application/json" id="${firstViewDataId}">${jsonForScript(data)}</script>`;
  return (
    html.slice(0, preloadAt) +
    preload +
    html.slice(preloadAt, slot) +
    (banner === null ? shellBannerSlot : shellBannerHtml(banner)) +
    html.slice(slot + shellBannerSlot.length, body) +
    block +
    html.slice(body)
  );
}
