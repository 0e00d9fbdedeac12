import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/**
 * What the renderer's entry imports statically, module by module (type-only imports left out): the build keeps
 * exactly these in the first view's file (vite.config.ts, one `$initial` group), so what is not reachable from here
 * loads with the screen or the moment that needs it.
 */
function staticGraph(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const pending = [resolve(root, entry)];
  const statement = /^\s*(?:import|export)\s+(?!type\b)(?:[\s\S]*?\sfrom\s+)?'([^']+)';/gm;
  while (pending.length > 0) {
    const file = pending.pop()!;
    const name = relative(root, file);
    if (modules.has(name)) continue;
    modules.add(name);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(statement)) {
      if (!specifier!.startsWith('.')) {
        packages.add(specifier!);
        continue;
      }
      const target = resolve(dirname(file), specifier!);
      if (/\.(tsx?)$/.test(target) && existsSync(target)) pending.push(target);
    }
  }
  return { modules, packages };
}

describe('the first view (issue 16)', () => {
  const { modules, packages } = staticGraph('renderer/app/main.tsx');

  it('is read from the real entry', () => {
    expect(modules).toContain('renderer/app/app.tsx');
    expect(modules).toContain('renderer/lib/api-client.ts');
    expect(packages).toContain('react-dom/client');
  });

  it('leaves the Brasília calendar, the refusal catalogue and the sanitizer to the screens that use them', () => {
    expect([...modules].filter((m) => m.startsWith('shared/time/brasilia'))).toEqual([]);
    expect([...packages].filter((p) => p === 'date-fns' || p.startsWith('@date-fns/'))).toEqual([]);
    expect(modules).not.toContain('shared/api/refusals.ts');
    expect(packages).not.toContain('dompurify');
  });

  it("leaves the account forms' calls, the cipher of encrypted calls, uploads and the live channel for later", () => {
    expect(modules).toContain('shared/api/account.ts');
    for (const module of [
      'shared/api/account-forms.ts',
      'renderer/features/auth/api/auth-api.ts',
      'renderer/lib/request-cipher.ts',
      'renderer/lib/api-upload.ts',
      // the live-update channel loads once the first view has drawn (api/use-live-updates.ts)
      'renderer/api/live-updates.ts',
      'renderer/lib/event-stream.ts',
      // the maintenance and region pages load when the status says so (app/root-gate.tsx)
      'renderer/features/system/components/status-pages.tsx',
      // a sign-in link's exchange, only when the address carries one (app/bootstrap.ts)
      'renderer/app/login-link.ts',
      // the dialogs of a game's launch, when one opens (features/games/components/launch-dialogs.tsx)
      'renderer/features/games/components/launch-dialog-views.tsx',
      // the side menu's entries, with its first opening (components/layout/side-menu.tsx)
      'renderer/components/layout/side-menu-entries.tsx',
      'renderer/components/layout/language-select.tsx',
      // free play's call, the device fingerprint and the login's completion, when the header's button is pressed
      'renderer/features/auth/utils/free-play-login.ts',
      'renderer/features/auth/api/session-api.ts',
      'renderer/features/auth/utils/free-play.ts',
      'renderer/features/auth/hooks/complete-login.ts',
    ])
      expect(modules).not.toContain(module);
  });
});
