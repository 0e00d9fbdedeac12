import type { Plugin } from 'vite';

/** A `<link rel="stylesheet">` that Vite writes into index.html for the entry's CSS. */
const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * index.html with the entry's stylesheets written into it as `<style>`: the page shell paints with its styles in the
 * HTML's own answer instead of waiting for one more request that blocks rendering (issue 16: on slow 4G each request
 * on the first paint's path costs a round trip). `cssOf` gives a bundled stylesheet's text by its file name; a link it
 * does not know is left as it is. Throws on a stylesheet that could end the style element early.
 */
export function inlineStylesheets(html: string, cssOf: (file: string) => string | undefined): string {
  return html.replace(stylesheetLink, (link, file: string) => {
    const css = cssOf(file);
    if (css === undefined) return link;
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined`);
    if (/url\(\s*['"]?\.{1,2}\//.test(css))
      throw new Error(`${file} has relative url()s and cannot be inlined`);
    return `<style>${css.trimEnd()}</style>`;
  });
}

/**
 * Inlines the entry's CSS into index.html at build (the desktop app loads the same file; both policies allow inline
 * styles). The file itself stays in the build for Vite's manifest and the bench; the lite app does not precache it.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'aurora-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return inlineStylesheets(html, (file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
