import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { protocol } from 'electron';
import { APP_HOST, APP_SCHEME, parseUrl } from './url-policy.ts';

/**
 * Serves the built renderer (dist/renderer) as `app://renderer/...` instead of the file: scheme (checklist #18).
 * Must be registered before `ready`.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/**
 * Maps the URL path of a request to a file inside `root`, or null when the path tries to leave it: `..` segments
 * (also percent-encoded), backslashes, NUL, absolute or drive-letter paths, empty segments. Resolving and comparing
 * against the root is the final check, whatever got through the others.
 */
export function resolveRendererPath(root: string, rawPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\\') || decoded.includes('\0')) return null;
  const relative = decoded.slice(1);
  if (relative === '') return path.join(root, 'index.html');
  const segments = relative.split('/');
  const lastIndex = segments.length - 1;
  if (
    segments.some(
      (segment, index) => segment === '..' || segment === '.' || (segment === '' && index !== lastIndex),
    )
  ) {
    return null;
  }
  if (path.posix.isAbsolute(relative) || path.win32.isAbsolute(relative) || /^[a-zA-Z]:/.test(relative))
    return null;
  const resolvedRoot = path.resolve(root);
  const resolved = path.resolve(resolvedRoot, ...segments.filter((segment) => segment !== ''));
  if (resolved !== resolvedRoot && !resolved.startsWith(resolvedRoot + path.sep)) return null;
  return resolved;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * The request handler behind `protocol.handle('app', ...)`. Unknown paths without a file extension are SPA routes
 * and get index.html; unknown files are 404. Every response carries the CSP (see security.ts for why here too).
 */
export function createAppProtocolHandler(options: {
  root: string;
  csp: string;
}): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    const url = parseUrl(request.url);
    if (
      url === null ||
      url.protocol !== `${APP_SCHEME}:` ||
      url.host !== APP_HOST ||
      url.username !== '' ||
      url.password !== ''
    ) {
      return plain(404, 'Not found');
    }
    const resolved = resolveRendererPath(options.root, url.pathname);
    if (resolved === null) return plain(400, 'Bad request');

    let filePath = resolved;
    if (!(await isFile(filePath))) {
      const lastSegment = url.pathname.split('/').pop() ?? '';
      if (lastSegment.includes('.')) return plain(404, 'Not found');
      filePath = path.join(options.root, 'index.html');
    }
    const extension = path.extname(filePath).toLowerCase();
    const body = request.method === 'HEAD' ? null : new Uint8Array(await readFile(filePath));
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': contentTypes[extension] ?? 'application/octet-stream',
        'content-security-policy': options.csp,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-cache',
      },
    });
  };
}

export function serveRenderer(options: { root: string; csp: string }): void {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(options));
}
