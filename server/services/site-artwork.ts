import { escapeXml } from './artwork.ts';

/**
 * Generated artwork of the points mall's rewards and the live-chat hosts (no external images), XML-escaped.
 */
function hueOf(text: string): number {
  let hash = 11;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

const rewardGlyphs: Record<string, string> = {
  GOODS:
    '<path d="M120 70l40 18v44l-40 18-40-18V88z" fill="#ffffff" fill-opacity="0.9"/><path d="M80 88l40 18 40-18M120 106v44" stroke="#000000" stroke-opacity="0.25" stroke-width="4" fill="none"/>',
  CASH: '<rect x="72" y="82" width="96" height="56" rx="10" fill="#ffffff" fill-opacity="0.9"/><circle cx="120" cy="110" r="16" fill="none" stroke="#000000" stroke-opacity="0.3" stroke-width="5"/>',
  BONUS:
    '<path d="M120 62l13 27 30 4-22 21 6 30-27-15-27 15 6-30-22-21 30-4z" fill="#ffffff" fill-opacity="0.92"/>',
};

export function rewardSvg(id: number, type: string, name: string): string {
  const hue = hueOf(`${id}:${name}`);
  const title = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue}, 65%, 32%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 70%, 48%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="240" height="180" rx="18" fill="url(#g)"/>` +
    (rewardGlyphs[type] ?? rewardGlyphs.GOODS ?? '') +
    `</svg>`
  );
}

export function chatAvatarSvg(modelId: string, nickname: string): string {
  const hue = hueOf(modelId);
  const initial = escapeXml((nickname.trim()[0] ?? '?').toUpperCase());
  const title = escapeXml(nickname);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue}, 60%, 45%)"/>` +
    `<text x="48" y="62" text-anchor="middle" font-family="system-ui, sans-serif" font-size="42" font-weight="700" fill="#ffffff">${initial}</text>` +
    `</svg>`
  );
}
