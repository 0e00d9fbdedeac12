import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, sendSmsNoLogin } from '../../shared/api/account-forms.ts';
import { setRegion } from '../../shared/api/operator.ts';
import { confirmWithdrawal } from '../../shared/api/money.ts';
import { getSystemStatus, updateLanguage } from '../../shared/api/system.ts';
import { parseTrustProxy } from '../config.ts';
import { maxCodesPerIpPerHour } from '../services/verification.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  demoHeaders,
  tokenFor,
  type TestApp,
} from '../test/helper.ts';
import { listen } from '../test/live.ts';

/**
 * Issue 15, row 1 (who the visitor is behind a proxy), row 9 (bodies read before the session check) and the network
 * edges (long URLs, broken framing, 413 texts, security headers). The platform here sits behind one proxy
 * (TRUST_PROXY=1): the proxy appends the address it saw to X-Forwarded-For; whatever the visitor wrote before it is
 * theirs to invent.
 */
const proxyPeer = '127.0.0.1';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trustProxy: 1, lotteryDraws: false, moneyJobs: false });
});
afterAll(async () => t.close());

/** The X-Forwarded-For a proxy passes on: what the visitor sent, then the address the proxy saw. */
const forwarded = (forged: string, real: string) => ({ 'X-Forwarded-For': `${forged}, ${real}` });

describe('TRUST_PROXY', () => {
  it('is a hop count or a list of proxies; "trust everyone" is refused at start', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 192.168.0.0/16,loopback')).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(parseTrustProxy('fd00::/8')).toEqual(['fd00::/8']);
    for (const everyone of ['true', '*', 'all', '0.0.0.0/0 trust', '99'])
      expect(() => parseTrustProxy(everyone), everyone).toThrow(/TRUST_PROXY/);
  });
});

describe('row 1: a visitor cannot pick their IP with X-Forwarded-For', () => {
  it('the new-IP login check sees the real address (demo_secure is registered at 203.0.113.10)', async () => {
    const res = await callContract(
      t.app,
      login,
      { username: 'demo_secure', password: 'Secure1234', type: 'username' },
      { ip: proxyPeer, headers: forwarded('203.0.113.10', '198.51.100.20') },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('session.verification.required');
    // the same login really coming from the registered address passes
    const home = await callContract(
      t.app,
      login,
      { username: 'demo_secure', password: 'Secure1234', type: 'username' },
      { ip: proxyPeer, headers: forwarded('198.51.100.99', '203.0.113.10') },
    );
    expect(home.status).toBe(200);
  });

  it('the per-IP login throttle counts the real address, whatever address each try invents', async () => {
    const real = '198.51.100.21';
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        await callContract(
          t.app,
          login,
          { username: `nobody_${i}`, password: 'Wrong1234', type: 'username' },
          { ip: proxyPeer, headers: forwarded(`10.9.9.${i}`, real) },
        ),
      );
    }
    // three different usernames, three invented addresses: the 4th try from the same real IP needs the captcha
    expect(answers.map((a) => a.body.code)).toEqual([
      'session.credentials.invalid',
      'session.credentials.invalid',
      'session.credentials.invalid',
      'session.captcha.required',
    ]);
  });

  it('the SMS cap (20 an hour per IP) counts the real address', async () => {
    const real = '198.51.100.22';
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= maxCodesPerIpPerHour; i++) {
      const res = await callContract(
        t.app,
        sendSmsNoLogin,
        { mobileNo: `1190000${String(i).padStart(4, '0')}`, countryDialingCode: '+55' },
        { ip: proxyPeer, headers: forwarded(`10.8.8.${i}`, real) },
      );
      codes.push(res.body.code);
    }
    expect(codes.slice(0, maxCodesPerIpPerHour).every((code) => code === undefined)).toBe(true);
    expect(codes[maxCodesPerIpPerHour]).toBe('verification.code.network.limit');
  });

  it('the region IP block applies to the real address: status and login', async () => {
    const blocked = '198.51.100.23';
    await callOperator(t.app, setRegion, { enabled: false, blockedIps: [blocked] });
    try {
      const headers = forwarded('8.8.8.8', blocked);
      const status = await callContract(t.app, getSystemStatus, {}, { ip: proxyPeer, headers });
      expect(status.body.value).toMatchObject({ status: 2, location: { ip: blocked } });
      const res = await callContract(
        t.app,
        login,
        { username: 'demo_player', password: 'Demo1234', type: 'username' },
        { ip: proxyPeer, headers },
      );
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('platform.region.restricted');
    } finally {
      await callOperator(t.app, setRegion, { enabled: false, blockedIps: [] });
    }
  });
});

/** A raw HTTP/1.1 exchange: writes `head` (and `body`), reads until the server answers or `waitMs` passes. */
function raw(
  port: number,
  head: string,
  body = '',
  waitMs = 3000,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ status: 0, text });
    }, waitMs);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      const length = /content-length: (\d+)/i.exec(text);
      const bodyAt = text.indexOf('\r\n\r\n');
      if (match && length && bodyAt >= 0 && text.length - bodyAt - 4 >= Number(length[1])) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ status: Number(match[1]), text: text.slice(bodyAt + 4) });
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      if (text) resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
      else reject(error);
    });
    socket.write(head + body);
  });
}

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

describe('row 9 and the network edges, over a real socket', () => {
  let port: number;
  beforeAll(async () => {
    port = Number(new URL(await listen(t.app)).port);
  });

  it('a stranger announcing 24 MB to the proof route is refused at once, before any of it is read', async () => {
    const head =
      `POST ${confirmWithdrawal.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headerLines(demoHeaders)}` +
      `Content-Type: application/json\r\nIdempotency-Key: k1\r\nContent-Length: ${24 * 1024 * 1024 - 10}\r\n\r\n`;
    // only 1 KB of the 24 MB is ever sent: the answer must not wait for the rest
    const res = await raw(port, head, `{"withdrawalId":"${'x'.repeat(1000)}`);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toMatchObject({ success: false, code: 'session.invalid' });
  });

  it('bodies over the route limit answer 413 naming that route’s own limit', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: updateLanguage.path,
      headers: { ...demoHeaders, 'content-type': 'application/json' },
      payload: `{"language":"en","pad":"${'x'.repeat(70 * 1024)}"}`,
    });
    expect(anonymous.statusCode).toBe(413);
    expect(anonymous.json()).toMatchObject({ code: 'request.too.large', params: { limit: '64 KB' } });
    expect(anonymous.json<{ message: string }>().message).toContain('64 KB');

    const token = tokenFor(t.app, 'demo_player');
    const proof = await raw(
      port,
      `POST ${confirmWithdrawal.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headerLines({ ...demoHeaders, Authorization: token })}` +
        `Content-Type: application/json\r\nIdempotency-Key: k2\r\nContent-Length: ${25 * 1024 * 1024}\r\n\r\n`,
      '{',
    );
    expect(proof.status).toBe(413);
    expect(JSON.parse(proof.text)).toMatchObject({ params: { limit: '24 MB' } });
  });

  it('a URL over 16 KB answers a 431 envelope', async () => {
    const res = await raw(
      port,
      `GET ${getSystemStatus.path}?pad=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.text)).toMatchObject({
      success: false,
      code: 'request.headers.too.large',
      params: { limit: '16 KB' },
    });
  });

  it('broken framing answers a 400 envelope', async () => {
    for (const head of [
      `POST ${updateLanguage.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n`,
      `POST ${updateLanguage.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      `GET ${getSystemStatus.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header Line\r\n\r\n`,
    ]) {
      const res = await raw(port, head);
      expect(res.status, head).toBe(400);
      expect(JSON.parse(res.text), head).toMatchObject({ success: false, code: 'request.invalid' });
    }
  });
});

describe('security headers', () => {
  it('COOP and Permissions-Policy on every answer; HSTS only over HTTPS as a trusted proxy reports it', async () => {
    const plain = await t.app.inject({ url: getSystemStatus.path, headers: demoHeaders });
    expect(plain.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(plain.headers['permissions-policy']).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const tls = await t.app.inject({
      url: getSystemStatus.path,
      headers: { ...demoHeaders, 'X-Forwarded-Proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const notFound = await t.app.inject({ url: '/wps/nothing-here', headers: demoHeaders });
    expect(notFound.headers['permissions-policy']).toBeDefined();
    expect(notFound.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('without a trusted proxy a visitor cannot claim HTTPS', async () => {
    const direct = await buildTestApp({ lotteryDraws: false, moneyJobs: false });
    try {
      const res = await direct.app.inject({
        url: getSystemStatus.path,
        headers: { ...demoHeaders, 'X-Forwarded-Proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });
});
