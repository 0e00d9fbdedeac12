import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
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

async function renderShell(server: ViteDevServer): Promise<string> {
  const module = await server.ssrLoadModule('/app/shell/render-shell.tsx');
  const render = (module as { renderShellHtml?: () => string }).renderShellHtml;
  if (typeof render !== 'function') throw new Error('render-shell.tsx exports no renderShellHtml()');
  return render();
}

/**
 * Writes the layout's HTML (renderer/app/shell/page-shell.tsx, in PT-BR) into index.html, at build and in
 * development, so the first paint does not wait for the bundle. The component is rendered by React's server renderer
 * through a short-lived Vite server in SSR mode (the same TSX and CSS imports as the app); the app's first render
 * (the root gate) draws the same frame, so taking over shows no flash.
 */
export function prerenderShell(rendererRoot: string): Plugin {
  return {
    name: 'aurora-prerender-shell',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (context.server) return withPageShell(html, await renderShell(context.server));
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
          return withPageShell(html, await renderShell(server));
        } finally {
          await server.close();
        }
      },
    },
  };
}
