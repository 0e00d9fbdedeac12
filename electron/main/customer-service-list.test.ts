import { describe, expect, it, vi } from 'vitest';
import {
  createCustomerServiceAllowList,
  isListedCustomerServiceUrl,
  type Fetch,
} from './customer-service-list.ts';

const listed = [
  'https://support.aurora-play.example/chat',
  'https://t.me/aurora_play_suporte',
  'https://wa.me/5511930000000',
  'mailto:suporte@aurora-play.example',
  'http://insecure.example/chat',
  'https://help.example/desk/',
];

describe('customer-service allow-list: exact origin and path prefix', () => {
  it.each([
    'https://support.aurora-play.example/chat',
    'https://support.aurora-play.example/chat?topic=deposit',
    'https://support.aurora-play.example/chat/room/7',
    'https://SUPPORT.aurora-play.example/chat',
    'https://support.aurora-play.example:443/chat',
    'https://t.me/aurora_play_suporte',
    'https://wa.me/5511930000000?text=Ol%C3%A1',
    'https://help.example/desk/',
    'https://help.example/desk/ticket/1',
  ])('allows %s', (url) => {
    expect(isListedCustomerServiceUrl(url, listed)).toBe(true);
  });

  it.each([
    // lookalike hosts
    'https://support.aurora-play.example.evil.com/chat',
    'https://evil-support.aurora-play.example/chat',
    'https://aurora-play.example/chat',
    'https://support.aurora-play.example@evil.com/chat',
    'https://evil.com/https://support.aurora-play.example/chat',
    'https://evil.com/?u=https://support.aurora-play.example/chat',
    // not https, other ports, credentials
    'http://support.aurora-play.example/chat',
    'http://insecure.example/chat',
    'https://support.aurora-play.example:8443/chat',
    'https://user:pass@support.aurora-play.example/chat',
    // paths outside the list
    'https://support.aurora-play.example/',
    'https://support.aurora-play.example/chatroom',
    'https://support.aurora-play.example/admin',
    'https://support.aurora-play.example/chat/../admin',
    'https://support.aurora-play.example/chat/%2e%2e/admin',
    'https://t.me/someone_else',
    'https://help.example/desk',
    // other schemes
    'mailto:suporte@aurora-play.example',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isListedCustomerServiceUrl(url, listed)).toBe(false);
  });

  it('an empty list allows nothing', () => {
    expect(isListedCustomerServiceUrl('https://support.aurora-play.example/chat', [])).toBe(false);
  });
});

function statusResponse(paths: string[]): Response {
  return Response.json({
    success: true,
    message: '',
    value: {
      status: 0,
      info: { customerService: paths.map((path) => ({ csType: 'LIVECHAT', path })) },
    },
  });
}

describe('customer-service allow-list: loaded from the platform', () => {
  it('fetches /wps/system/status from the platform with the Merchant header', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(statusResponse(['https://support.example/chat'])));
    const list = createCustomerServiceAllowList({
      platformUrl: 'https://platform.example.com',
      merchantCode: 'acme',
      fetch,
    });
    await expect(list.allows('https://support.example/chat')).resolves.toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://platform.example.com/wps/system/status');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Merchant).toBe('acme');
  });

  it('keeps a fresh list for a while and loads it again when an address is not on it', async () => {
    let paths = ['https://support.example/chat'];
    let now = 0;
    const fetch = vi.fn<Fetch>(() => Promise.resolve(statusResponse(paths)));
    const list = createCustomerServiceAllowList({
      platformUrl: 'https://platform.example.com',
      merchantCode: 'demo',
      fetch,
      ttlMs: 1000,
      now: () => now,
    });
    await list.allows('https://support.example/chat');
    await list.allows('https://support.example/chat');
    expect(fetch).toHaveBeenCalledTimes(1);

    paths = ['https://other-support.example/'];
    await expect(list.allows('https://other-support.example/x')).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);

    now = 5000;
    await expect(list.allows('https://support.example/chat')).resolves.toBe(false);
  });

  it('never asks the platform about an address that is not https', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(statusResponse(['http://support.example/chat'])));
    const list = createCustomerServiceAllowList({
      platformUrl: 'https://p.example',
      merchantCode: 'demo',
      fetch,
    });
    await expect(list.allows('http://support.example/chat')).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<Response>]>([
    ['the platform is unreachable', () => Promise.reject(new TypeError('fetch failed'))],
    ['the platform answers an error status', () => Promise.resolve(new Response('no', { status: 503 }))],
    [
      'the platform answers a failure envelope',
      () => Promise.resolve(Response.json({ success: false, message: 'x' })),
    ],
    [
      'the body is not the expected shape',
      () => Promise.resolve(Response.json({ success: true, value: {} })),
    ],
    ['the body is not JSON', () => Promise.resolve(new Response('<html>'))],
  ])('refuses everything when %s', async (_name, answer) => {
    const list = createCustomerServiceAllowList({
      platformUrl: 'https://p.example',
      merchantCode: 'demo',
      fetch: answer,
    });
    await expect(list.allows('https://support.example/chat')).resolves.toBe(false);
  });
});
