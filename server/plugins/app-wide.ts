import type { FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as app-wide, as `fastify-plugin` does (the symbols Fastify reads): registered without a scope of its
 * own, so its decorations, hooks and handlers apply to the whole app and not only to its children. Route plugins stay
 * encapsulated; the support plugins (platform, error handling, security headers, CORS, parsers, jobs) are app-wide.
 */
export function appWide<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options>;
export function appWide<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginCallback<Options>,
): FastifyPluginCallback<Options>;
export function appWide<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>,
): FastifyPluginAsync<Options> | FastifyPluginCallback<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
    [Symbol.for('plugin-meta')]: { name },
  });
}
