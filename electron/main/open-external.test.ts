import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeElectron, state } from './test/fake-electron.ts';
import { openExternal } from './open-external.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());

beforeEach(() => {
  resetFakeElectron();
});

describe('#15 shell.openExternal only with vetted URLs', () => {
  it.each(['https://help.example.com/faq?x=1', 'mailto:support@example.com', 'https://t.me/aurora'])(
    'opens %s',
    async (url) => {
      await expect(openExternal(url)).resolves.toBe(true);
      expect(state.shell.openExternal).toHaveBeenCalledWith(new URL(url).toString());
    },
  );

  it.each([
    'http://help.example.com/',
    'file:///C:/Windows/System32/calc.exe',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'smb://attacker.example.com/share',
    'ms-msdt:/id PCWDiagnostic',
    'search-ms:query=x',
    'vbscript:msgbox(1)',
    'app://renderer/index.html',
    'https://user:password@help.example.com/',
    'not a url',
    '',
  ])('refuses %s', async (url) => {
    await expect(openExternal(url)).resolves.toBe(false);
    expect(state.shell.openExternal).not.toHaveBeenCalled();
  });
});
