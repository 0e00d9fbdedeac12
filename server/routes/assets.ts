import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.ts';
import { demoMerchantCode } from '../demo-accounts.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { bannerSvg, gameTileSvg, siteLogoSvg, vendorLogoSvg } from '../services/artwork.ts';
import { catalogueOf, gameName } from '../services/catalogue.ts';
import { promotionArt } from '../services/content.ts';
import { findMerchant } from '../services/merchants.ts';
import { vendorArt } from '../services/vendors.ts';

export const platformAssetsPrefix = '/assets-platform';

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      // An SVG opened directly must not run anything.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(svg)
  );
}

function svgName(file: string): string {
  if (!file.endsWith('.svg')) throw new ApiError(404, errorCodes.notFound);
  return file.slice(0, -4);
}

/** Platform-generated artwork: vendor logos, banners and the site logo (no external images). */
export function registerAssetRoutes(
  app: FastifyInstance,
  db: Database,
  knownRoutes: Map<string, Set<string>>,
): void {
  const vendorPath = `${platformAssetsPrefix}/vendors/:file`;
  const bannerPath = `${platformAssetsPrefix}/banners/:file`;
  const logoPath = `${platformAssetsPrefix}/logo.svg`;
  const gamePath = `${platformAssetsPrefix}/games/:file`;
  const promotionPath = `${platformAssetsPrefix}/promotions/:file`;
  for (const path of [vendorPath, bannerPath, logoPath, gamePath, promotionPath]) {
    knownRoutes.set(path, new Set(['GET', 'HEAD']));
  }

  app.get<{ Params: { file: string } }>(vendorPath, (request, reply) => {
    const code = svgName(request.params.file);
    const art = /^[A-Z0-9_]{1,32}$/.test(code) ? vendorArt(db, code) : null;
    if (!art) throw new ApiError(404, errorCodes.notFound);
    return sendSvg(reply, vendorLogoSvg(code, art.name, art.color));
  });

  app.get<{ Params: { file: string } }>(bannerPath, (request, reply) => {
    const id = svgName(request.params.file);
    const row = /^\d{1,9}$/.test(id)
      ? (db.prepare('SELECT id, title, merchant_code FROM banners WHERE id = ?').get(Number(id)) as
          { id: number; title: string; merchant_code: string } | undefined)
      : undefined;
    if (!row) throw new ApiError(404, errorCodes.notFound);
    const siteName = findMerchant(db, row.merchant_code)?.config.siteName ?? '';
    return sendSvg(reply, bannerSvg(row.id, row.title, siteName));
  });

  // Game tiles (<nodeId>.svg) and large icons (<nodeId>-large.svg).
  app.get<{ Params: { file: string } }>(gamePath, (request, reply) => {
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

  app.get<{ Params: { file: string } }>(promotionPath, (request, reply) => {
    const id = svgName(request.params.file);
    const art = /^\d{1,9}$/.test(id) ? promotionArt(db, Number(id)) : null;
    if (!art) throw new ApiError(404, errorCodes.notFound);
    const siteName = findMerchant(db, art.merchantCode)?.config.siteName ?? '';
    return sendSvg(reply, bannerSvg(Number(id) + 1000, art.title, siteName));
  });

  app.get(logoPath, (_request, reply) => {
    const siteName = findMerchant(db, demoMerchantCode)?.config.siteName ?? 'Aurora Play';
    return sendSvg(reply, siteLogoSvg(siteName));
  });
}
