import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateLanguage, getSystemStatus, getHelpCenter } from '../../shared/api/system.ts';
import { allContracts } from '../../shared/api/all-contracts.ts';
import { z } from 'zod';
import { failureEnvelopeSchema } from '../../shared/api/contract.ts';
import { errorCodes } from '../../shared/api/errors.ts';
import { handlers } from '../handlers/registry.ts';

const anyEnvelope = z.object({ success: z.boolean(), message: z.string() });
import { buildTestApp, demoHeaders, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Case = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  status: number;
  code: string;
};

const json = { ...demoHeaders, 'content-type': 'application/json' };

const cases: Case[] = [
  {
    name: 'malformed JSON',
    method: 'POST',
    url: updateLanguage.path,
    headers: json,
    payload: '{"language":',
    status: 400,
    code: 'request.malformed',
  },
  {
    name: 'prototype poisoning',
    method: 'POST',
    url: updateLanguage.path,
    headers: json,
    payload: '{"__proto__":{"x":1},"language":"en"}',
    status: 400,
    code: 'request.malformed',
  },
  {
    name: 'empty JSON body',
    method: 'POST',
    url: updateLanguage.path,
    headers: json,
    payload: '',
    status: 400,
    code: 'request_body_required',
  },
  {
    name: 'no body at all',
    method: 'POST',
    url: updateLanguage.path,
    headers: demoHeaders,
    status: 400,
    code: 'request_body_required',
  },
  {
    name: 'JSON null body',
    method: 'POST',
    url: updateLanguage.path,
    headers: json,
    payload: 'null',
    status: 400,
    code: 'request_body_required',
  },
  {
    name: 'wrong type in body',
    method: 'POST',
    url: updateLanguage.path,
    headers: json,
    payload: '{"language":5}',
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'unsupported language',
    method: 'POST',
    url: updateLanguage.path,
    headers: json,
    payload: '{"language":"xx"}',
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'array body',
    method: 'POST',
    url: updateLanguage.path,
    headers: json,
    payload: '[1,2]',
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'form body with wrong value',
    method: 'POST',
    url: updateLanguage.path,
    headers: { ...demoHeaders, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'language=zz',
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'wrong query value',
    method: 'GET',
    url: `${getHelpCenter.path}?lang=xx&device=WEB`,
    headers: demoHeaders,
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'missing query value',
    method: 'GET',
    url: `${getHelpCenter.path}?lang=en`,
    headers: demoHeaders,
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'repeated query value',
    method: 'GET',
    url: `${getHelpCenter.path}?lang=en&lang=pt-BR&device=WEB`,
    headers: demoHeaders,
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'unexpected query on a no-input call',
    method: 'GET',
    url: `${getSystemStatus.path}?x=1`,
    headers: demoHeaders,
    status: 400,
    code: 'request.invalid',
  },
  {
    name: 'missing Merchant',
    method: 'GET',
    url: getSystemStatus.path,
    headers: {},
    status: 400,
    code: 'merchant.required',
  },
  {
    name: 'empty Merchant',
    method: 'GET',
    url: getSystemStatus.path,
    headers: { Merchant: '' },
    status: 400,
    code: 'merchant.required',
  },
  {
    name: 'unknown merchant',
    method: 'GET',
    url: getSystemStatus.path,
    headers: { Merchant: 'nobody' },
    status: 400,
    code: 'merchant.unknown',
  },
  {
    name: 'oversized body',
    method: 'POST',
    url: updateLanguage.path,
    headers: json,
    payload: `{"language":"en","pad":"${'x'.repeat(1024 * 1024)}"}`,
    status: 413,
    code: 'request.too.large',
  },
  {
    name: 'wrong method on a known path',
    method: 'PUT',
    url: updateLanguage.path,
    headers: json,
    payload: '{"language":"en"}',
    status: 405,
    code: 'http_method_not_support',
  },
  {
    name: 'DELETE on a GET path',
    method: 'DELETE',
    url: getSystemStatus.path,
    headers: demoHeaders,
    status: 405,
    code: 'http_method_not_support',
  },
  {
    name: 'PATCH on a GET path',
    method: 'PATCH',
    url: getSystemStatus.path,
    headers: demoHeaders,
    status: 405,
    code: 'http_method_not_support',
  },
  {
    name: 'unknown path',
    method: 'GET',
    url: '/wps/nothing/here',
    headers: demoHeaders,
    status: 404,
    code: 'not.found',
  },
  {
    name: 'unknown root path',
    method: 'GET',
    url: '/nothing',
    headers: demoHeaders,
    status: 404,
    code: 'not.found',
  },
  {
    name: 'text/plain body',
    method: 'POST',
    url: updateLanguage.path,
    headers: { ...demoHeaders, 'content-type': 'text/plain' },
    payload: 'language=en',
    status: 415,
    code: 'request.unsupported.media',
  },
  {
    name: 'XML body',
    method: 'POST',
    url: updateLanguage.path,
    headers: { ...demoHeaders, 'content-type': 'application/xml' },
    payload: '<language>en</language>',
    status: 415,
    code: 'request.unsupported.media',
  },
  {
    name: 'bad percent-encoding in the URL',
    method: 'GET',
    url: `${getHelpCenter.path}?lang=%E0%A4%A&device=WEB`,
    headers: demoHeaders,
    status: 400,
    code: 'request.invalid',
  },
];

describe('bad input: a 4xx envelope with a message, never a 5xx', () => {
  it.each(cases)('$name → $status $code', async (c) => {
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      headers: c.headers ?? {},
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(c.status);
    const body = failureEnvelopeSchema.parse(res.json());
    expect(body.code).toBe(c.code);
    expect(body.message.length).toBeGreaterThan(5);
  });

  it('request.invalid carries the per-field refusals (field + catalogue code) in value', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: updateLanguage.path,
      headers: json,
      payload: '{"language":5}',
    });
    expect(res.json().value).toEqual({ fields: [{ field: 'language', code: 'field.choice' }] });
  });

  it('failures carry the security headers of every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/nothing/here', headers: demoHeaders });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('405 answers name the allowed methods', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: getSystemStatus.path, headers: demoHeaders });
    expect(res.headers.allow).toContain('GET');
  });

  it('a form-encoded body is accepted where JSON is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: updateLanguage.path,
      headers: { ...demoHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'language=en',
    });
    expect(res.json()).toMatchObject({ success: true, value: { language: 'en' } });
  });

  it('garbage thrown at every contract never gives a 5xx', async () => {
    const garbage: (string | undefined)[] = [
      undefined,
      '',
      '{',
      '[]',
      '"x"',
      '123',
      '{"a":{"b":[null]}}',
      '\u0000\u0001',
      '{"n":1e400}',
    ];
    const queries = ['', '?a=1', '?pageNo=-1&pageSize=abc', '?lang=%00', '?x[y]=1', '?' + 'a=1&'.repeat(500)];
    for (const contract of allContracts) {
      for (const merchant of [undefined, 'demo', 'x'.repeat(300)]) {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          Authorization: 'garbage',
        };
        if (merchant) headers.Merchant = merchant;
        for (const payload of garbage) {
          for (const q of contract.encoding === 'query' ? queries : ['']) {
            const res = await t.app.inject({
              method: contract.method,
              url: contract.path + q,
              headers,
              ...(payload !== undefined && contract.method !== 'GET' ? { payload } : {}),
            });
            const context = `${contract.id} ${q} ${payload ?? ''}: ${res.body}`;
            if (res.statusCode === 501) {
              // a contract not built on this platform says so; anything else stays below 500
              expect(handlers[contract.id], context).toBeUndefined();
              expect(res.json(), context).toMatchObject({ code: errorCodes.functionNotImplemented });
            } else {
              expect(res.statusCode, context).toBeLessThan(500);
            }
            expect(anyEnvelope.safeParse(res.json()).success, res.body).toBe(true);
          }
        }
      }
    }
  });
});

describe('CORS', () => {
  it('answers the preflight of the desktop renderer with the allowed headers', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: getSystemStatus.path,
      headers: { Origin: 'app://renderer', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('app://renderer');
    const allowed = String(res.headers['access-control-allow-headers']);
    for (const h of ['Merchant', 'Device', 'Language', 'Authorization', 'Content-Type', 'Idempotency-Key']) {
      expect(allowed).toContain(h);
    }
  });

  it('adds the allow-origin header to a normal answer of an allowed origin only', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: getSystemStatus.path,
      headers: { ...demoHeaders, Origin: 'app://renderer' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('app://renderer');
    // the renderer reads the platform's calendar from the Date header (renderer/lib/platform-clock.ts)
    expect(ok.headers['access-control-expose-headers']).toBe('Date');
    expect(Math.abs(Date.parse(String(ok.headers['date'])) - Date.now())).toBeLessThan(2_000);
    const other = await t.app.inject({
      method: 'GET',
      url: getSystemStatus.path,
      headers: { ...demoHeaders, Origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: getSystemStatus.path,
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(pre.statusCode).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(failureEnvelopeSchema.parse(pre.json()).code).toBe('forbidden');
  });

  it('allows configured extra origins', async () => {
    const extra = await buildTestApp({ corsOrigins: ['http://localhost:5173'] });
    try {
      const res = await extra.app.inject({
        method: 'OPTIONS',
        url: updateLanguage.path,
        headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    } finally {
      await extra.close();
    }
  });
});
