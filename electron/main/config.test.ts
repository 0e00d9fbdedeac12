import { describe, expect, it } from 'vitest';
import { ConfigurationError, normalizePlatformUrl, resolveStartupConfig } from './config.ts';
import type { Settings, SettingsStore } from './settings.ts';

function settings(data: Settings = {}): SettingsStore {
  return { get: (key) => data[key], set: () => {}, delete: () => {} };
}

describe('#1 load only secure content: the platform URL', () => {
  it.each([
    ['https://platform.example.com/', 'https://platform.example.com'],
    ['https://platform.example.com/api/', 'https://platform.example.com/api'],
    ['http://127.0.0.1:4174', 'http://127.0.0.1:4174'],
    ['http://localhost:4174/', 'http://localhost:4174'],
    ['http://[::1]:4174', 'http://[::1]:4174'],
  ])('accepts %s', (raw, expected) => {
    expect(normalizePlatformUrl(raw)).toBe(expected);
  });

  it.each([
    'http://platform.example.com',
    'http://127.0.0.1.evil.com',
    'http://localhost.evil.com',
    'ftp://platform.example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://user:pw@platform.example.com',
    'https://platform.example.com/?x=1',
    'platform.example.com',
  ])('refuses %s', (raw) => {
    expect(() => normalizePlatformUrl(raw)).toThrow(ConfigurationError);
  });
});

describe('startup configuration', () => {
  it('defaults to the embedded platform and merchant demo', () => {
    expect(resolveStartupConfig({}, settings(), false)).toEqual({
      platformUrl: null,
      merchantCode: 'demo',
      devServerUrl: null,
    });
  });

  it('takes the environment before the settings file', () => {
    const config = resolveStartupConfig(
      { PLATFORM_URL: 'https://env.example.com', MERCHANT_CODE: 'acme' },
      settings({ platformUrl: 'https://settings.example.com', merchantCode: 'other' }),
      false,
    );
    expect(config).toMatchObject({ platformUrl: 'https://env.example.com', merchantCode: 'acme' });
    expect(
      resolveStartupConfig(
        {},
        settings({ platformUrl: 'https://settings.example.com', merchantCode: 'other' }),
        false,
      ),
    ).toMatchObject({
      platformUrl: 'https://settings.example.com',
      merchantCode: 'other',
    });
  });

  it('refuses a bad merchant code', () => {
    expect(() => resolveStartupConfig({ MERCHANT_CODE: 'a b;c' }, settings(), false)).toThrow(
      ConfigurationError,
    );
  });

  it('honours VITE_DEV_SERVER_URL only unpackaged, and only on loopback', () => {
    expect(
      resolveStartupConfig({ VITE_DEV_SERVER_URL: 'http://127.0.0.1:5173/' }, settings(), false).devServerUrl,
    ).toBe('http://127.0.0.1:5173');
    expect(
      resolveStartupConfig({ VITE_DEV_SERVER_URL: 'http://127.0.0.1:5173/' }, settings(), true).devServerUrl,
    ).toBeNull();
    expect(() =>
      resolveStartupConfig({ VITE_DEV_SERVER_URL: 'http://dev.example.com:5173' }, settings(), false),
    ).toThrow();
  });
});
