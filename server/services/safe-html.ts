/**
 * The merchant's HTML as the web app draws it (renderer's SafeHtml: DOMPurify, its HTML profile), for a page the
 * platform writes into the page it serves (issue 16: the merchant's own pages painted with the page, before the
 * bundle). The same library as the app's, on jsdom's window (DOMPurify's own way on a server), so the page's frame
 * holds the very markup the app then draws: no script, handler or javascript: link. jsdom takes half a second to
 * load: it is loaded once, beside the platform's start (`loadSanitizer`), and until it is there a page is served
 * without the frame (the app draws it). Each text is sanitized once: the pages change seldom.
 */

type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;
let loaded: Sanitize | null = null;

/**
 * The texts already sanitized, by their source (a merchant's page or a help article in a language), up to `keptChars`
 * of source: a merchant's whole help centre stays sanitized, the oldest text goes first beyond it.
 */
const sanitized = new Map<string, string>();
const keptChars = 4_000_000;
let keptSource = 0;

/** Loads the sanitizer (once; later calls share it). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const purify = createDOMPurify(new JSDOM('').window);
    const sanitize: Sanitize = (html) => purify.sanitize(html, { USE_PROFILES: { html: true } });
    loaded = sanitize;
    return sanitize;
  })();
  return loading;
}

/** The HTML sanitized as the app does; null while the sanitizer is not loaded yet (then it starts loading). */
export function sanitizedHtml(html: string): string | null {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  if (!loaded) {
    void loadSanitizer().catch(() => undefined);
    return null;
  }
  const clean = loaded(html);
  if (html.length > keptChars) return clean;
  for (const oldest of sanitized.keys()) {
    if (keptSource + html.length <= keptChars) break;
    sanitized.delete(oldest);
    keptSource -= oldest.length;
  }
  sanitized.set(html, clean);
  keptSource += html.length;
  return clean;
}
