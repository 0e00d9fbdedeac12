import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The server's runtime files (tests and test helpers left out), relative to server/. */
function runtimeFiles(dir = import.meta.dirname): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : runtimeFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
      ? [relative(import.meta.dirname, path)]
      : [];
  });
}

describe('layers of the platform server', () => {
  it('keeps SQL in services/ and db/ only', () => {
    const outside = runtimeFiles().filter(
      (file) =>
        !file.startsWith('services/') &&
        !file.startsWith('db/') &&
        /\.prepare\(|\bdb\.exec\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('takes no runtime value from the seed or the demo accounts', () => {
    // the places that seed a new database or print what was seeded; everything else reads the database
    const seeding: Record<string, string> = {
      'plugins/platform.ts': 'seeds a new database on first start',
      'cli.ts': 'seeds a new data directory before acting on it',
      'main.ts': 'prints the demo accounts of the seeded demo merchant',
      'services/content.ts': "seedGameContent stamps the seeded game announcements with the seed's time",
    };
    const importers = runtimeFiles().filter(
      (file) =>
        !file.startsWith('db/') &&
        /from '[./]*(db\/)?(seed|seed-data|seed-accounts|demo-accounts)\.ts'/.test(
          readFileSync(join(import.meta.dirname, file), 'utf8'),
        ),
    );
    expect(importers.filter((file) => !(file in seeding))).toEqual([]);
    // and the list names only files that still need it
    expect(Object.keys(seeding).filter((file) => !importers.includes(file))).toEqual([]);
  });
});
