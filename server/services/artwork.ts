/**
 * Platform-generated artwork (no external images): vendor logos, banners and the site logo as small SVGs.
 * Every piece of text is XML-escaped.
 */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => {
    switch (char) {
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '&':
        return '&amp;';
      case "'":
        return '&apos;';
      default:
        return '&quot;';
    }
  });
}

/** Only colour strings this module produces (hsl()/hex) pass; anything else falls back to a fixed colour. */
function safeColor(color: string): string {
  return /^(#[0-9a-fA-F]{3,8}|hsl\(\d{1,3}, ?\d{1,3}%, ?\d{1,3}%\))$/.test(color) ? color : '#1f3a5f';
}

function hueOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function vendorLogoSvg(code: string, name: string, color: string): string {
  const fill = safeColor(color);
  const label = escapeXml(code);
  // fit the code in ~200 px (average glyph width ≈ 0.62 em)
  const fontSize = Math.max(10, Math.min(40, Math.floor(200 / (Math.max(code.length, 1) * 0.62))));
  const title = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<rect x="4" y="4" width="232" height="112" rx="22" fill="${fill}"/>` +
    `<rect x="4" y="4" width="232" height="112" rx="22" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>` +
    `<text x="120" y="66" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${label}</text>` +
    `<text x="120" y="96" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" fill="#ffffff" fill-opacity="0.85">${title}</text>` +
    `</svg>`
  );
}

export function bannerSvg(id: number, title: string, siteName: string): string {
  const hue = hueOf(`${id}:${title}`);
  const text = escapeXml(title);
  const site = escapeXml(siteName);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${text}">` +
    `<title>${text}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 28%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360}, 70%, 45%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="1030" cy="90" r="170" fill="#ffffff" fill-opacity="0.08"/>` +
    `<circle cx="1120" cy="360" r="120" fill="#ffffff" fill-opacity="0.06"/>` +
    `<text x="80" y="200" font-family="system-ui, sans-serif" font-size="64" font-weight="800" fill="#ffffff">${text}</text>` +
    `<text x="80" y="260" font-family="system-ui, sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.85">${site} · 18+</text>` +
    `</svg>`
  );
}

export function siteLogoSvg(siteName: string): string {
  const name = escapeXml(siteName);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#ffb547"/><stop offset="1" stop-color="#ff5f6d"/></linearGradient></defs>` +
    `<circle cx="40" cy="40" r="30" fill="url(#a)"/>` +
    `<path d="M22 52 L40 20 L58 52 Z" fill="#ffffff" fill-opacity="0.9"/>` +
    `<text x="84" y="52" font-family="system-ui, sans-serif" font-size="34" font-weight="800" fill="#ff8a50">${name}</text>` +
    `</svg>`
  );
}

/** Motif per category (simple shapes, no external images). */
function gameMotif(gameType: string, hue: number): string {
  const light = `hsl(${(hue + 40) % 360}, 85%, 70%)`;
  switch (gameType) {
    case 'LIVE':
    case 'PVP':
      return `<circle cx="200" cy="118" r="58" fill="none" stroke="${light}" stroke-width="10"/><circle cx="200" cy="118" r="22" fill="${light}"/>`;
    case 'FISH':
      return `<path d="M130 118 Q200 50 270 118 Q200 186 130 118 Z" fill="${light}"/><path d="M270 118 L310 88 L310 148 Z" fill="${light}"/>`;
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return `<circle cx="200" cy="118" r="60" fill="${light}"/><path d="M200 70 L236 96 L222 140 L178 140 L164 96 Z" fill="#ffffff" fill-opacity="0.55"/>`;
    case 'LOTT':
    case 'ELOTT':
      return `<circle cx="150" cy="118" r="30" fill="${light}"/><circle cx="200" cy="98" r="30" fill="#ffffff" fill-opacity="0.7"/><circle cx="250" cy="118" r="30" fill="${light}"/>`;
    default:
      return `<rect x="120" y="70" width="48" height="96" rx="10" fill="${light}"/><rect x="176" y="70" width="48" height="96" rx="10" fill="#ffffff" fill-opacity="0.7"/><rect x="232" y="70" width="48" height="96" rx="10" fill="${light}"/>`;
  }
}

/** A game tile (400×300) or large icon (800×600): gradient by game, category motif, name and vendor, RTP. */
/**
 * Splits a game name into at most two balanced lines (at a space), so long names stay readable on a tile.
 * Exported for tests.
 */
export function tileLines(name: string): string[] {
  const text = name.trim();
  if (text.length <= 16 || !text.includes(' ')) return [text];
  const middle = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return [text.slice(0, best), text.slice(best + 1)];
}

/**
 * Game tile art, 4:3. Lobbies may crop it to a square (object-fit: cover), so every text stays inside the central
 * 280-unit safe area: long names wrap to two lines and the font shrinks to fit the longest line.
 */
export function gameTileSvg(
  game: { nodeId: number; name: string; vendor: string; gameType: string; rtp: number },
  large = false,
): string {
  const hue = hueOf(`${game.nodeId}:${game.name}`);
  const name = escapeXml(game.name);
  const vendor = escapeXml(game.vendor);
  const size = large ? 'width="800" height="600"' : 'width="400" height="300"';
  const safeWidth = 280;
  const lines = tileLines(game.name);
  const longest = Math.max(...lines.map((line) => line.length), 1);
  // ~0.6 em per glyph for a bold system sans-serif
  const fontSize = Math.max(14, Math.min(32, Math.floor(safeWidth / (0.6 * longest))));
  const firstY = lines.length === 1 ? 228 : 214;
  const nameText = lines
    .map(
      (line, i) =>
        `<text x="200" y="${firstY + i * (fontSize + 2)}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const caption = `${game.vendor} · RTP ${game.rtp.toFixed(2)}%`;
  const captionSize = Math.max(11, Math.min(16, Math.floor(safeWidth / (0.55 * caption.length))));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 400 300" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue}, 65%, 24%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360}, 70%, 42%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="400" height="300" rx="24" fill="url(#g)"/>` +
    gameMotif(game.gameType, hue) +
    nameText +
    `<text x="200" y="270" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${captionSize}" fill="#ffffff" fill-opacity="0.85">${vendor} · RTP ${escapeXml(game.rtp.toFixed(2))}%</text>` +
    `</svg>`
  );
}
