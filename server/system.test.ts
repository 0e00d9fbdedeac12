import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, successEnvelope } from '../shared/api/contract.ts';
import { getGameVendors } from '../shared/api/games.ts';
import {
  getCountryCodes,
  getDomainRoute,
  getHelpCenter,
  getRegisterSettings,
  getSystemStatus,
  getWhitelabel,
  registerFieldNames,
  updateLanguage,
} from '../shared/api/system.ts';
import { whitelabelFlags, whitelabelModules } from '../shared/constants/flags.ts';
import { vendorsByCategory } from '../shared/constants/games.ts';
import { setFlag, setMaintenance, setRegion, type OperatorContract } from '../shared/api/operator.ts';
import type { z } from 'zod';
import { demoHeaders, buildTestApp, callOperator, tokenFor, memberId, type TestApp } from './test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ countryHeader: 'cf-ipcountry' });
});
afterAll(async () => t.close());

async function status(headers: Record<string, string> = {}, remoteAddress?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: getSystemStatus.path,
    headers: { ...demoHeaders, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(res.statusCode).toBe(200);
  return successEnvelope(getSystemStatus.response).parse(res.json()).value;
}

async function operator<C extends OperatorContract>(contract: C, input: z.input<C['request']>) {
  const res = await callOperator(t.app, contract, input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.value;
}

function flatten(
  nodes: { modId: string; enabled: boolean; childrenNodes: unknown[] }[],
): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const walk = (list: typeof nodes) =>
    list.forEach((n) => {
      out.set(n.modId, n.enabled);
      walk(n.childrenNodes as typeof nodes);
    });
  walk(nodes);
  return out;
}

describe('system calls', () => {
  it('status: normal, with the merchant info, the legal footer and the visitor IP', async () => {
    const value = await status();
    expect(value.status).toBe(0);
    expect(value.maintenance).toBeNull();
    expect(value.regionRestriction).toBeNull();
    expect(value.location.ip).toBe('127.0.0.1');
    expect(value.info).toMatchObject({
      merchantCode: 'demo',
      siteName: 'Aurora Play',
      defaultLanguage: 'pt-BR',
      supportedLanguages: ['pt-BR', 'en'],
      currency: 'BRL',
      currencySymbol: 'R$',
    });
    expect(value.info.customerService.map((c) => c.csType)).toEqual([
      'LIVECHAT',
      'TELEGRAM',
      'WHATSAPP',
      'EMAIL',
    ]);
    expect(value.info.customerService[0]?.path).toMatch(/^https:\/\//);
    const social = value.info.resources.map((r) => r.resourceType);
    expect(social).toEqual(expect.arrayContaining(['TELEGRAM', 'INSTAGRAM', 'YOUTUBE']));
    expect(social).not.toContain('FACEBOOK');
    expect(social).not.toContain('TWITTER');
    expect(value.info.legal.selfExclusionUrl).toMatch(/^https:\/\//);
  });

  it('whitelabel: every flag and module, with the default switches', async () => {
    const res = await t.app.inject({ method: 'GET', url: getWhitelabel.path, headers: demoHeaders });
    const tree = successEnvelope(getWhitelabel.response).parse(res.json()).value;
    const flags = flatten(tree);
    for (const id of [...whitelabelFlags, ...whitelabelModules]) expect(flags.has(id), id).toBe(true);
    for (const on of [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'FREEPLAY3',
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'PWDEXPFORCECHANGE3',
      'AGENTPOLICY3',
      'MANPLAYREB3',
    ]) {
      expect(flags.get(on), on).toBe(true);
    }
    expect(flags.get('REGMOBVERF3')).toBe(false);
  });

  it('register settings: a rule for every field, with the documented patterns and bounds', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: getRegisterSettings.path,
      headers: demoHeaders,
    });
    const value = successEnvelope(getRegisterSettings.response).parse(res.json()).value;
    expect(value.rules.map((r) => r.field).sort()).toEqual([...registerFieldNames].sort());
    const rule = (field: string) => value.rules.find((r) => r.field === field);
    expect(rule('username')).toMatchObject({ patternId: 1, minLength: 6, maxLength: 16, required: true });
    expect(rule('password')).toMatchObject({ patternId: 5, minLength: 6, maxLength: 20 });
    expect(rule('email')).toMatchObject({ patternId: 3 });
    expect(rule('mobileNum')).toMatchObject({ patternId: 6, minLength: 10, maxLength: 11 });
    expect(rule('payeeName')).toMatchObject({ patternId: 21 });
    expect(rule('idNumber')).toMatchObject({ patternId: 6, minLength: 11, maxLength: 11 });
    expect(rule('birthday')).toMatchObject({ patternId: 11 });
    expect(value.rules.some((r) => !r.enabled)).toBe(true);
    expect(value.rules.some((r) => r.enabled && !r.required)).toBe(true);
    // every non-'*' pattern compiles, and the demo passwords satisfy the password rule
    for (const r of value.rules)
      if (r.acceptedPattern !== '*') expect(() => new RegExp(r.acceptedPattern)).not.toThrow();
    expect(new RegExp(rule('password')!.acceptedPattern).test('Demo1234')).toBe(true);
    expect(new RegExp(rule('username')!.acceptedPattern).test('demo_player')).toBe(false); // underscore: seeded only
  });

  it('domain route: main domain and two mirrors', async () => {
    const res = await t.app.inject({ method: 'GET', url: getDomainRoute.path, headers: demoHeaders });
    const value = successEnvelope(getDomainRoute.response).parse(res.json()).value;
    expect(value.mainDomain).toMatch(/^https:\/\//);
    expect(value.mirrors).toHaveLength(2);
  });

  it('help centre in both languages, with the term category', async () => {
    for (const lang of ['pt-BR', 'en'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${getHelpCenter.path}?lang=${lang}&device=WEB`,
        headers: demoHeaders,
      });
      const value = successEnvelope(getHelpCenter.response).parse(res.json()).value;
      const term = value.find((c) => c.key === 'term');
      expect(term?.articles.length).toBeGreaterThanOrEqual(3);
      expect(term?.articles[0]?.content).toContain('<h2>');
    }
    const pt = await t.app.inject({
      method: 'GET',
      url: `${getHelpCenter.path}?lang=pt-BR&device=WEB`,
      headers: demoHeaders,
    });
    expect(pt.body).toContain('Termos e condições');
    const en = await t.app.inject({
      method: 'GET',
      url: `${getHelpCenter.path}?lang=en&device=WEB`,
      headers: demoHeaders,
    });
    expect(en.body).toContain('Terms and conditions');
  });

  it('country codes: Brazil first, names in the asked language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: getCountryCodes.path,
      headers: { ...demoHeaders, Language: 'en' },
    });
    const value = successEnvelope(getCountryCodes.response).parse(res.json()).value;
    expect(value[0]).toEqual({ countryCode: 'BR', countryDialingCode: '+55', name: 'Brazil' });
  });

  it('vendor lanes in server order with the seeded vendors and localized names', async () => {
    const get = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${getGameVendors.path}?platform=html5-desktop&language=${language}`,
        headers: demoHeaders,
      });
      return successEnvelope(getGameVendors.response).parse(res.json()).value.data.lanes;
    };
    const lanes = await get('pt-BR');
    expect(lanes.map((l) => l.title)).toEqual([
      'LIVE',
      'RNG',
      'SPORTS',
      'ESPORTS',
      'PVP',
      'FISH',
      'LOTT',
      'ELOTT',
      'COCKFIGHT',
      'INHOUSE',
    ]);
    const lane = (title: string) => lanes.find((l) => l.title === title)!;
    expect(lane('LIVE').cards.map((c) => c.vassalage)).toEqual([...vendorsByCategory.LIVE]);
    expect(lane('RNG').cards.map((c) => c.vassalage)).toEqual([...vendorsByCategory.RNG]);
    expect(lane('ESPORTS').cards.map((c) => c.vassalage)).toEqual(['IMES', 'TF', 'IA']);
    expect(lane('COCKFIGHT').cards).toHaveLength(1);
    const lottery = [...lane('LOTT').cards, ...lane('ELOTT').cards].map((c) => c.vassalage).sort();
    expect(lottery).toEqual(['ELOTT', 'LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']);
    expect(lane('LIVE').gameClassify.map((g) => g.key)).toContain('baccarat');
    expect(lane('LIVE').gameClassify.find((g) => g.key === 'roulette')?.displayName).toBe('Roleta');
    expect(lane('LOTT').cards.find((c) => c.vassalage === 'LOTT')?.displayName).toBe('Loteria');
    expect(lane('RNG').cards[0]?.logoUrl).toMatch(/^\/assets-platform\/vendors\/[A-Z0-9_]+\.svg$/);
    const en = await get('en');
    expect(en.find((l) => l.title === 'LOTT')?.cards.find((c) => c.vassalage === 'LOTT')?.displayName).toBe(
      'Lottery',
    );
  });
});

describe('maintenance and region restriction', () => {
  it('region restriction by IP shows status 2 with the visitor IP; other IPs stay normal', async () => {
    await operator(setRegion, { enabled: false, blockedIps: ['203.0.113.7'], text: 'Bloqueado' });
    const blocked = await status({}, '203.0.113.7');
    expect(blocked.status).toBe(2);
    expect(blocked.location.ip).toBe('203.0.113.7');
    expect(blocked.regionRestriction).toEqual({ content: 'Bloqueado' });
    expect((await status({}, '198.51.100.1')).status).toBe(0);
    await operator(setRegion, { enabled: false, blockedIps: [] });
  });

  it('region restriction by country through the trusted country header', async () => {
    await operator(setRegion, { enabled: false, blockedCountries: ['US'] });
    const value = await status({ 'cf-ipcountry': 'us' });
    expect(value.status).toBe(2);
    expect(value.location.country).toBe('US');
    expect((await status({ 'cf-ipcountry': 'BR' })).status).toBe(0);
    await operator(setRegion, { enabled: false, blockedCountries: [] });
  });

  it('global region switch, then maintenance wins over region, then back to normal', async () => {
    await operator(setRegion, { enabled: true, text: 'Indisponível na sua região' });
    const region = await status();
    expect(region.status).toBe(2);
    expect(region.regionRestriction?.content).toBe('Indisponível na sua região');
    expect(region.location.ip).toBe('127.0.0.1');

    await operator(setMaintenance, {
      enabled: true,
      title: 'Manutenção',
      endTime: '2030-01-01T06:00:00Z',
      text: 'Voltamos logo',
    });
    const both = await status();
    expect(both.status).toBe(1);
    expect(both.maintenance).toEqual({
      title: 'Manutenção',
      endTime: '2030-01-01T06:00:00Z',
      content: 'Voltamos logo',
    });

    await operator(setMaintenance, { enabled: false });
    expect((await status()).status).toBe(2);
    await operator(setRegion, { enabled: false });
    const normal = await status();
    expect(normal.status).toBe(0);
    expect(normal.maintenance).toBeNull();
  });

  it('maintenance without a title or an end time gets the default texts and a null end time', async () => {
    await operator(setMaintenance, { enabled: true, endTime: null });
    const value = await status();
    expect(value.status).toBe(1);
    expect(value.maintenance?.title.length).toBeGreaterThan(0);
    expect(value.maintenance?.endTime).toBeNull();
    await operator(setMaintenance, { enabled: false });
  });
});

describe('language update', () => {
  const languageOf = (username: string) =>
    (
      t.app.platform.db
        .prepare('SELECT language FROM members WHERE id = ?')
        .get(memberId(t.app, username)) as {
        language: string | null;
      }
    ).language;

  it('is not stored without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: updateLanguage.path,
      headers: demoHeaders,
      payload: { language: 'en' },
    });
    expect(successEnvelope(updateLanguage.response).parse(res.json()).value).toEqual({
      language: 'en',
      stored: false,
    });
    expect(languageOf('demo_player')).toBeNull();
  });

  it('is not stored with an unknown token (and does not fail)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: updateLanguage.path,
      headers: { ...demoHeaders, Authorization: 'not-a-token' },
      payload: { language: 'en' },
    });
    expect(res.json().value.stored).toBe(false);
  });

  it('is stored on the member with a valid session', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const res = await t.app.inject({
      method: 'POST',
      url: updateLanguage.path,
      headers: { ...demoHeaders, Authorization: token },
      payload: { language: 'en' },
    });
    expect(envelopeSchema(updateLanguage.response).parse(res.json())).toEqual({
      success: true,
      value: { language: 'en', stored: true },
      message: 'OK',
    });
    expect(languageOf('demo_player')).toBe('en');
  });
});

describe('operator flags', () => {
  it('a flag switched off shows in the whitelabel tree on the next call', async () => {
    await operator(setFlag, { flag: 'FREEPLAY3', enabled: false });
    const res = await t.app.inject({ method: 'GET', url: getWhitelabel.path, headers: demoHeaders });
    expect(flatten(res.json().value).get('FREEPLAY3')).toBe(false);
    await operator(setFlag, { flag: 'FREEPLAY3', enabled: true });
  });
});
