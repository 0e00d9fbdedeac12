import { createHash, randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { seedDatabase } from '../db/seed.ts';
import { captchaLifetimeMs, checkCaptcha, createCaptcha, drawCaptcha, solveCaptcha } from './captcha.ts';

let db: Database;
beforeEach(async () => {
  db = openDatabase(':memory:').db;
  await seedDatabase(db);
});
afterEach(() => db.close());

describe('captcha', () => {
  it('draws a valid grayscale PNG with dark strokes', () => {
    const png = drawCaptcha('0123');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(raw.length).toBe(121 * 40);
  });

  it('checks an answer once, and stores no answer in clear', () => {
    const key = randomUUID();
    const now = 1_000_000;
    createCaptcha(db, 'demo', key, now);
    const answer = solveCaptcha(db, key, now)!;
    expect(answer).toMatch(/^\d{4}$/);
    const row = db.prepare('SELECT answer_hash FROM captchas WHERE captcha_key = ?').get(key) as {
      answer_hash: string;
    };
    // a keyed hash: not the answer, nor a plain hash anyone could compute from it (a 4-digit answer could appear
    // inside any hex string by chance, so the check is on what the stored value is, not on what it contains)
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const plain of [answer, `${key}|${answer}`])
      expect(row.answer_hash).not.toBe(createHash('sha256').update(plain).digest('hex'));
    expect(checkCaptcha(db, 'demo', key, answer, now)).toBe(true);
    expect(checkCaptcha(db, 'demo', key, answer, now)).toBe(false);
  });

  it('refuses wrong, expired, foreign-merchant and missing answers; a refresh replaces the answer', () => {
    const now = 2_000_000;
    const wrong = randomUUID();
    createCaptcha(db, 'demo', wrong, now);
    const right = solveCaptcha(db, wrong, now)!;
    expect(checkCaptcha(db, 'demo', wrong, right === '0000' ? '0001' : '0000', now)).toBe(false);
    expect(checkCaptcha(db, 'demo', wrong, right, now)).toBe(false); // consumed by the wrong try

    const late = randomUUID();
    createCaptcha(db, 'demo', late, now);
    expect(checkCaptcha(db, 'demo', late, solveCaptcha(db, late, now)!, now + captchaLifetimeMs)).toBe(false);

    const other = randomUUID();
    createCaptcha(db, 'demo', other, now);
    expect(checkCaptcha(db, 'acme', other, solveCaptcha(db, other, now)!, now)).toBe(false);
    expect(checkCaptcha(db, 'demo', undefined, '1234', now)).toBe(false);

    const refreshed = randomUUID();
    createCaptcha(db, 'demo', refreshed, now);
    createCaptcha(db, 'demo', refreshed, now + 1000);
    expect(checkCaptcha(db, 'demo', refreshed, solveCaptcha(db, refreshed, now + 1000)!, now + 1000)).toBe(
      true,
    );
  });
});
