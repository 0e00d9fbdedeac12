import type {} from '@fastify/helmet';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { ApiError, errorCodes } from '../http/errors.ts';
import { routePolicy } from '../plugins/security-headers.ts';
import { bannerSvg, gameTileSvg, siteLogoSvg, vendorLogoSvg } from '../services/artwork.ts';
import { catalogueOf, gameName } from '../services/catalogue.ts';
import { bannerArt } from '../services/content.ts';
import { promotionArtwork } from '../services/promotions.ts';
import { defaultLanguage, isLanguage } from '../../shared/constants/i18n.ts';
import { findMerchant, firstMerchantCode } from '../services/merchants.ts';
import { vendorArt } from '../services/vendors.ts';

export const platformAssetsPrefix = '/assets-platform';

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=3600')
    .send(svg);
}

/** An SVG opened directly must not run anything. */
const svgRoute = {
  helmet: routePolicy({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], sandbox: [] }),
};

function svgName(file: string): string {
  if (!file.endsWith('.svg')) throw new ApiError(404, errorCodes.notFound);
  return file.slice(0, -4);
}

/** Platform-generated artwork: vendor logos, banners and the site logo (no external images). */
export const assetRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { db } = app.platform;
  const vendorPath = `${platformAssetsPrefix}/vendors/:file`;
  const bannerPath = `${platformAssetsPrefix}/banners/:file`;
  const logoPath = `${platformAssetsPrefix}/logo.svg`;
  const gamePath = `${platformAssetsPrefix}/games/:file`;
  const promotionPath = `${platformAssetsPrefix}/promotions/:file`;

  app.get<{ Params: { file: string } }>(vendorPath, svgRoute, (request, reply) => {
    const code = svgName(request.params.file);
    const art = /^[A-Z0-9_]{1,32}$/.test(code) ? vendorArt(db, code) : null;
    if (!art) throw new ApiError(404, errorCodes.notFound);
    return sendSvg(reply, vendorLogoSvg(code, art.name, art.color));
  });

  app.get<{ Params: { file: string } }>(bannerPath, svgRoute, (request, reply) => {
    const id = svgName(request.params.file);
    const art = /^\d{1,9}$/.test(id) ? bannerArt(db, Number(id)) : null;
    if (!art) throw new ApiError(404, errorCodes.notFound);
    const siteName = findMerchant(db, art.merchantCode)?.config.siteName ?? '';
    return sendSvg(reply, bannerSvg(art.id, art.title, siteName));
  });

  // Game tiles (<nodeId>.svg) and large icons (<nodeId>-large.svg).
  app.get<{ Params: { file: string } }>(gamePath, svgRoute, (request, reply) => {
    const match = /^(\d{1,9})(-large)?$/.exec(svgName(request.params.file));
    const game = match ? catalogueOf(db).byNode(Number(match[1])) : null;
    if (!match || !game) throw new ApiError(404, errorCodes.notFound);
    const vendor = vendorArt(db, game.vendor_code)?.name ?? game.vendor_code;
    return sendSvg(
      reply,
      gameTileSvg(
        {
          nodeId: game.node_id,
          name: gameName(game, 'en'),
          vendor,
          gameType: game.game_type,
          rtp: game.rtp_bp / 100,
        },
        match[2] !== undefined,
      ),
    );
  });

  // Promotion banners: <id>-<language>.svg (the title in that language), <id>.svg in the default language.
  app.get<{ Params: { file: string } }>(promotionPath, svgRoute, (request, reply) => {
    const match = /^(\d{1,9})(?:-(pt-BR|en))?$/.exec(svgName(request.params.file));
    const art = match
      ? promotionArtwork(db, Number(match[1]), isLanguage(match[2]) ? match[2] : defaultLanguage)
      : null;
    if (!match || !art) throw new ApiError(404, errorCodes.notFound);
    const siteName = findMerchant(db, art.merchantCode)?.config.siteName ?? '';
    return sendSvg(reply, bannerSvg(Number(match[1]) + 1000, art.title, siteName));
  });

  // The site logo of `?merchant=<code>`, by default of the platform's first merchant.
  app.get<{ Querystring: { merchant?: unknown } }>(logoPath, svgRoute, (request, reply) => {
    const { merchant } = request.query;
    const code = typeof merchant === 'string' ? merchant : firstMerchantCode(db);
    const siteName = (code === null ? null : findMerchant(db, code))?.config.siteName ?? 'Aurora Play';
    return sendSvg(reply, siteLogoSvg(siteName));
  });
  done();
};
