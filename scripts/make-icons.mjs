#!/usr/bin/env node
/**
 * Renders the app icons from the ONE source image, build/icon.svg (with @resvg/resvg-js), into what
 * electron-builder reads from build/:
 *   build/icon.png             1024x1024 (the master PNG)
 *   build/icons/<n>x<n>.png    Linux (AppImage) sizes 16 ... 1024
 *   build/icon.ico             Windows (NSIS, the exe): PNG-compressed entries 16 ... 256
 *   build/icon.icns            macOS: PNG entries 16 ... 1024 (retina included)
 * The generated files are committed, so packaging needs no image tools.
 *   node scripts/make-icons.mjs           write the files
 *   node scripts/make-icons.mjs --check   exit 1 if a committed file differs from what the SVG renders
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const source = path.join(buildDir, 'icon.svg');

export const linuxSizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
export const icoSizes = [16, 24, 32, 48, 64, 128, 256];
/** icns entry types with PNG payloads (Apple's OSType, pixel size) */
export const icnsEntries = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];

export function renderPng(svg, size) {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' });
  return Buffer.from(resvg.render().asPng());
}

/** An .ico whose entries are PNG images (supported since Windows Vista; required for 256 px). */
export function buildIco(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  const directory = Buffer.alloc(16 * pngs.length);
  let offset = header.length + directory.length;
  pngs.forEach(({ size, png }, index) => {
    const entry = index * 16;
    directory.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 = 256)
    directory.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    directory.writeUInt8(0, entry + 2); // palette colours
    directory.writeUInt8(0, entry + 3); // reserved
    directory.writeUInt16LE(1, entry + 4); // colour planes
    directory.writeUInt16LE(32, entry + 6); // bits per pixel
    directory.writeUInt32LE(png.length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, directory, ...pngs.map(({ png }) => png)]);
}

/** An .icns of PNG entries: 'icns' + total length, then per entry its type, length (with the 8-byte head) and data. */
export function buildIcns(entries) {
  const chunks = entries.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

export function renderAll(svg) {
  const cache = new Map();
  const png = (size) => {
    if (!cache.has(size)) cache.set(size, renderPng(svg, size));
    return cache.get(size);
  };
  const files = new Map();
  files.set('icon.png', png(1024));
  for (const size of linuxSizes) files.set(path.join('icons', `${size}x${size}.png`), png(size));
  files.set('icon.ico', buildIco(icoSizes.map((size) => ({ size, png: png(size) }))));
  files.set('icon.icns', buildIcns(icnsEntries.map(([type, size]) => ({ type, png: png(size) }))));
  return files;
}

function main() {
  const check = process.argv.includes('--check');
  const files = renderAll(readFileSync(source));
  const stale = [];
  for (const [relative, content] of files) {
    const target = path.join(buildDir, relative);
    if (check) {
      if (!existsSync(target) || !readFileSync(target).equals(content)) stale.push(relative);
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  if (check && stale.length > 0) {
    console.error(
      `Icons out of date with build/icon.svg: ${stale.join(', ')}. Run: node scripts/make-icons.mjs`,
    );
    process.exit(1);
  }
  console.log(check ? 'Icons are up to date.' : `Wrote ${files.size} icon files to build/.`);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) main();
