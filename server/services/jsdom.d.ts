/**
 * The part of jsdom the platform uses (safe-html.ts: a window for DOMPurify). jsdom's own types (@types/jsdom) bring
 * the DOM library into the server's code, which has none: they changed `fetch`'s answer types project-wide.
 */
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';

  export class JSDOM {
    constructor(html?: string);
    readonly window: WindowLike;
  }
}
