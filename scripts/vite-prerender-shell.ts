import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { pageShellsFile, type PageShells } from '../shared/api/first-view.ts';
import { themeBootScript, themeBootScriptHash } from '../shared/constants/theme-boot.ts';

const rootElement = '<div id="root"></div>';
const scriptPolicy = "script-src 'self'";

/**
 * index.html with the page shell in `#root` (issue 16, "a shell before JavaScript") and the theme boot script in the
 * head, allowed by its hash in the page's policy. Throws when the page does not have the expected empty root or
 * policy, so the build fails instead of quietly shipping without a shell.
 */
export function withPageShell(html: string, shellHtml: string): string {
  if (!html.includes(rootElement)) throw new Error(`index.html has no empty ${rootElement}`);
  if (!html.includes(`${scriptPolicy};`)) throw new Error(`index.html's policy has no "${scriptPolicy};"`);
  return html
    .replace(`${scriptPolicy};`, `${scriptPolicy} ${themeBootScriptHash};`)
    .replace('</title>', `</title>\n    <script>${themeBootScript}</script>`)
    .replace(rootElement, `<div id="root">${shellHtml}</div>`);
}

async function renderShell(server: ViteDevServer): Promise<{ html: string; pages: PageShells }> {
  const module = (await server.ssrLoadModule('/app/shell/render-shell.tsx')) as {
    renderShellHtml?: () => string;
    renderPageShells?: () => PageShells;
  };
  const { renderShellHtml, renderPageShells } = module;
  if (typeof renderShellHtml !== 'function' || typeof renderPageShells !== 'function')
    throw new Error('render-shell.tsx exports no renderShellHtml() or renderPageShells()');
  const html = renderShellHtml();
  const pages = renderPageShells();
  // the platform finds the home page's room by its text: the shell must hold it as written
  if (!html.includes(pages.home)) throw new Error("the shell's home room is not in the shell as rendered");
  return { html, pages };
}

/**
 * Writes the layout's HTML (renderer/app/shell/page-shell.tsx, in PT-BR) into index.html, at build and in
 * development, so the first paint does not wait for the bundle. The component is rendered by React's server renderer
 * through a short-lived Vite server in SSR mode (the same TSX and CSS imports as the app); the app's first render
 * (the root gate) draws the same frame, so taking over shows no flash.
 */
export function prerenderShell(rendererRoot: string): Plugin {
  let outDir = '';
  let pages: PageShells | null = null;
  return {
    name: 'aurora-prerender-shell',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // beside index.html, for the platform that serves the build (server/routes/app-page.ts)
    writeBundle() {
      if (pages) writeFileSync(join(outDir, pageShellsFile), JSON.stringify(pages));
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (context.server) return withPageShell(html, (await renderShell(context.server)).html);
        const server = await createServer({
          configFile: false,
          root: rendererRoot,
          logLevel: 'error',
          plugins: [react()],
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const shell = await renderShell(server);
          pages = shell.pages;
          return withPageShell(html, shell.html);
        } finally {
          await server.close();
        }
      },
    },
  };
}
