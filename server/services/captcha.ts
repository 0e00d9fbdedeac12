import { randomInt, timingSafeEqual } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Database } from '../db/database.ts';
import { keyedHash } from './secrets.ts';
import { clock } from './clock.ts';

/**
 * Picture captchas: 4 digits drawn from a 5x7 bitmap font, scaled, shifted and slanted per digit, over noise dots
 * and lines, encoded as an 8-bit grayscale PNG with node:zlib. The answer is kept as an HMAC per client-made
 * captchaKey, expires after 5 minutes and is consumed by the first check.
 */
export const captchaLength = 4;
export const captchaLifetimeMs = 5 * 60 * 1000;
export const captchaWidth = 120;
export const captchaHeight = 40;

const font: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Encodes 8-bit grayscale pixels (row-major) as a PNG. */
export function encodeGrayPng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Draws the digits with noise; returns the PNG. */
export function drawCaptcha(text: string): Buffer {
  const width = captchaWidth;
  const height = captchaHeight;
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 225 + randomInt(0, 31);
  const plot = (x: number, y: number, shade: number) => {
    if (x >= 0 && x < width && y >= 0 && y < height) pixels[y * width + x] = shade;
  };
  // noise lines
  for (let l = 0; l < 4; l++) {
    let x = randomInt(0, width);
    let y = randomInt(0, height);
    const dx = randomInt(-2, 3) || 1;
    const dy = randomInt(-1, 2);
    const shade = randomInt(90, 170);
    for (let s = 0; s < 80; s++) {
      plot(x, y, shade);
      x += dx;
      y += s % 3 === 0 ? dy : 0;
    }
  }
  // digits: 5x7 glyphs scaled 3x (4x per row), slant and vertical jitter per glyph
  const cellWidth = Math.floor(width / text.length);
  [...text].forEach((char, index) => {
    const glyph = font[char];
    if (!glyph) return;
    const scale = 3;
    const left = index * cellWidth + randomInt(4, Math.max(5, cellWidth - 5 * scale - 2));
    const top = randomInt(3, height - 7 * 4 - 2);
    const slant = randomInt(-2, 3) / 10;
    const shade = randomInt(10, 80);
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let sy = 0; sy < 4; sy++) {
          for (let sx = 0; sx < scale; sx++) {
            const y = top + gy * 4 + sy;
            const x = left + gx * scale + sx + Math.round((height / 2 - y) * slant);
            plot(x, y, shade);
          }
        }
      });
    });
  });
  // noise dots
  for (let d = 0; d < 180; d++) plot(randomInt(0, width), randomInt(0, height), randomInt(0, 200));
  return encodeGrayPng(width, height, pixels);
}

function answerHash(db: Database, captchaKey: string, answer: string): string {
  return keyedHash(db, 'captcha', `${captchaKey}|${answer}`);
}

/** Makes (or remakes, for a refresh with the same key) the captcha of a key; returns the PNG as base64. */
export function createCaptcha(
  db: Database,
  merchantCode: string,
  captchaKey: string,
  now = clock.now(),
): string {
  const answer = Array.from({ length: captchaLength }, () => String(randomInt(0, 10))).join('');
  db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now);
  db.prepare(
    'INSERT INTO captchas (captcha_key, merchant_code, answer_hash, expires_at) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (captcha_key) DO UPDATE SET merchant_code = excluded.merchant_code, answer_hash = excluded.answer_hash, expires_at = excluded.expires_at',
  ).run(captchaKey, merchantCode, answerHash(db, captchaKey, answer), now + captchaLifetimeMs);
  return drawCaptcha(answer).toString('base64');
}

/** Checks and consumes a captcha (one try per image). */
export function checkCaptcha(
  db: Database,
  merchantCode: string,
  captchaKey: string | undefined,
  answer: string | undefined,
  now = clock.now(),
): boolean {
  if (!captchaKey || !answer) return false;
  const row = db
    .prepare(
      'DELETE FROM captchas WHERE captcha_key = ? AND merchant_code = ? RETURNING answer_hash, expires_at',
    )
    .get(captchaKey, merchantCode) as { answer_hash: string; expires_at: number } | undefined;
  if (!row || row.expires_at <= now) return false;
  return timingSafeEqual(
    Buffer.from(row.answer_hash, 'hex'),
    Buffer.from(answerHash(db, captchaKey, answer.trim()), 'hex'),
  );
}

/**
 * Operator help for browser journeys: finds the answer of a live captcha by trying the 10^4 candidates against its
 * HMAC (the operator routes answer loopback callers with the secret only). Null when unknown or expired.
 */
export function solveCaptcha(db: Database, captchaKey: string, now = clock.now()): string | null {
  const row = db
    .prepare('SELECT answer_hash, expires_at FROM captchas WHERE captcha_key = ?')
    .get(captchaKey) as { answer_hash: string; expires_at: number } | undefined;
  if (!row || row.expires_at <= now) return null;
  for (let n = 0; n < 10 ** captchaLength; n++) {
    const candidate = String(n).padStart(captchaLength, '0');
    if (answerHash(db, captchaKey, candidate) === row.answer_hash) return candidate;
  }
  return null;
}
