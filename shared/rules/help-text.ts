/*
 * The help centre's texts (spec §2, §7 `/wps/system/helpCenter`): its search's folding, an article's plain text, and
 * its HTML without a first heading that repeats its title — the app's (renderer/features/help) and the platform's,
 * which writes the help page into the page it serves (shared/api/first-view.ts), alike.
 */

/** Lower case without accents, so "termos" finds "Termos" and "politica" finds "Política". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Text of an article's HTML (for the search). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An article's HTML without a first heading that only repeats its title (the title is shown above it already). */
export function withoutRepeatedTitle(html: string, title: string): string {
  const match = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  if (!match?.[1]) return html;
  return fold(plainText(match[1])) === fold(title.trim()) ? html.slice(match[0].length) : html;
}
