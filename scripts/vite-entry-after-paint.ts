import type { Plugin } from 'vite';
import { entryBootScript, entryBootScriptHash, entryMetaName } from '../shared/constants/entry-boot.ts';
import { escapeHtml } from '../shared/rules/html.ts';

const scriptPolicy = "script-src 'self'";
const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * index.html with its entry asked for after the shell's first frame (shared/constants/entry-boot.ts): the entry's
 * module script and the module preloads of its imports become one note (`<meta name="app-entry">`) and the boot
 * script, which the page's policy allows by its hash. Throws when the page does not have exactly one module script
 * or lacks the policy, so that the build fails instead of shipping a page that never starts.
 */
export function withEntryAfterPaint(html: string): string {
  const scripts = [...html.matchAll(moduleScript)];
  if (scripts.length !== 1)
    throw new Error(`index.html has ${scripts.length} module scripts; expected the entry's`);
  if (!html.includes(`${scriptPolicy} `) && !html.includes(`${scriptPolicy};`))
    throw new Error(`index.html's policy has no "${scriptPolicy}"`);
  const entry = scripts[0]?.[1] ?? '';
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const note =
    `<meta name="${entryMetaName}" content="${escapeHtml(entry)}"` +
    (preloads.length > 0 ? ` data-preload="${escapeHtml(preloads.join(' '))}"` : '') +
    ' />';
  return html
    .replace(modulePreload, '')
    .replace(moduleScript, `${note}\n    <script>${entryBootScript}</script>`)
    .replace(scriptPolicy, `${scriptPolicy} ${entryBootScriptHash}`);
}

/** Writes the entry-after-paint boot into the built index.html (not in development, where Vite serves its module). */
export function entryAfterPaint(): Plugin {
  return {
    name: 'aurora-entry-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withEntryAfterPaint(html) },
  };
}
