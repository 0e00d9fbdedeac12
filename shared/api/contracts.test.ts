import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allContracts } from './all-contracts.ts';
import {
  envelopeSchema,
  failureEnvelopeSchema,
  noInput,
  successEnvelope,
  type Contract,
  type HttpMethod,
} from './contract.ts';
import { systemContracts } from './system.ts';
import { accountContracts } from './account.ts';
import { accountFormContracts, loginFailureValueSchema } from './account-forms.ts';
import { walletContracts } from './wallet.ts';
import { commonContracts } from './common.ts';
import { gamesContracts } from './games.ts';
import { lotteryContracts } from './lottery.ts';
import { contentContracts } from './content.ts';
import { agentContracts } from './agent.ts';
import { pointsContracts } from './points.ts';
import { moneyContracts } from './money.ts';
import { responsibleContracts } from './responsible.ts';
import { inboxContracts } from './inbox.ts';
import { siteContracts } from './site.ts';
import { engagementContracts } from './engagement.ts';
import { errorCodes } from './errors.ts';

/**
 * The calls of spec §7, copied from the spec: path, the method where the spec states it, T (session) and E
 * (encrypted) where the spec marks them. A missing or renamed path fails.
 */
type SpecCall = { path: string; method?: HttpMethod; T?: true; E?: true };
const specCalls: readonly SpecCall[] = [
  // System and account
  { path: '/wps/system/status', method: 'GET' },
  { path: '/wps/system/whitelabel', method: 'GET' },
  { path: '/wps/system/setting/register', method: 'GET' },
  { path: '/wps/system/domainRoute', method: 'GET' },
  { path: '/wps/system/helpCenter', method: 'GET' },
  { path: '/wps/session/login', E: true },
  { path: '/wps/session/login/freeplay', method: 'POST' },
  { path: '/wps/session/logout', method: 'DELETE', T: true },
  { path: '/wps/member/register', method: 'PUT', E: true },
  { path: '/wps/member/register/mobile', method: 'PUT', E: true },
  { path: '/wps/agent/affiliate' },
  { path: '/wps/verification/sms/noLogin' },
  { path: '/wps/verification/sms/register' },
  { path: '/wps/captcha', method: 'GET' },
  { path: '/wps/member/info', method: 'GET', T: true },
  { path: '/wps/member/info/icon', T: true },
  { path: '/wps/member/password', method: 'POST', T: true, E: true },
  { path: '/wps/member/password/email', method: 'POST' },
  { path: '/wps/member/password/verification', method: 'POST', E: true },
  // Wallet and common
  { path: '/wps/v2/wallets/balance', T: true },
  { path: '/wps/relay/GCS_walletTransfer', method: 'POST', T: true },
  { path: '/wps/relay/GCS_merchantWallet', T: true },
  { path: '/wps/feedback', method: 'PUT' },
  { path: '/wps/relay/MCS2_claimRafflePromotion', method: 'POST', T: true },
  { path: '/wps/relay/CSP_unreadCount', T: true },
  { path: '/wps/relay/CBS_modelList' },
  { path: '/wps/relay/CBS_launchChat' },
  // Games
  { path: '/lgw/games/game_menus' },
  { path: '/wps/relay/GCSGAME_newGameVendor', method: 'GET' },
  { path: '/wps/relay/GCSGAME_getVassGameType', T: true },
  { path: '/wps/relay/GCSGAME_gameList', method: 'GET', T: true },
  { path: '/wps/relay/GCSGAME_hotGamesV2', method: 'GET' },
  { path: '/wps/relay/MCSFE_getFavoriteGames' },
  { path: '/wps/relay/MCSFE_getFavoriteGamesList', method: 'GET', T: true },
  { path: '/wps/relay/MCSFE_addFavoriteGameV2', method: 'POST', T: true },
  { path: '/wps/relay/MCSFE_removeFavoriteGameV2', method: 'DELETE', T: true },
  { path: '/wps/relay/GCS_recentGame', method: 'GET', T: true },
  { path: '/wps/relay/GCS_gameLaunchFB', T: true },
  { path: '/wps/game/launchGame', T: true },
  { path: '/wps/relay/GLS2_roomList', T: true },
  { path: '/wps/relay/MCSFE_getListAnnouncements' },
  // Lottery (all GET)
  { path: '/lgw/vn/games/game_menu', method: 'GET' },
  { path: '/lgw/vn/games/game_menu/recent', method: 'GET', T: true },
  { path: '/lotto/lgw/games/opened/numero', method: 'GET', T: true },
  { path: '/lgw/vn/numeros/opened/game', method: 'GET' },
  { path: '/wps/relay/MCSFE_getMissionSummaryDetails', method: 'GET', T: true },
  { path: '/wps/relay/MCSFE_getMissionLeaderboard', method: 'GET', T: true },
  { path: '/wps/relay/GCSGAME_getRankList', method: 'GET' },
  // Agent
  { path: '/wps/member/info/funds/consolidated', T: true },
  { path: '/wps/relay/MCS2_processDividendReq', method: 'POST', T: true },
  { path: '/wps/relay/MCS2_processDailySalContract', method: 'POST', T: true },
  { path: '/wps/relay/MCS2_processContractHourSalary', method: 'POST', T: true },
  { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'POST', T: true },
  // Points (all T)
  { path: '/wps/relay/MCS2_getPointBalance', T: true },
  { path: '/wps/relay/MCS2_getPointReward', T: true },
  { path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', T: true, E: true },
  { path: '/wps/relay/MCS2_getRedeemPointList', T: true },
  { path: '/wps/relay/MCS2_getPointConfig', T: true },
  { path: '/wps/relay/ODSFE2_MemTransDet', T: true },
  { path: '/wps/relay/passwordCheck/MCS2_convertPoint', T: true, E: true },
];

/** Calls the spec names without a path (or the brief fixes), with the paths designed for them. */
const designedPaths: readonly string[] = [
  '/wps/system/language', // update language
  '/wps/system/countryCode', // country code list
  '/wps/session/key/rsa', // public key for encrypted calls
  '/wps/session/login/first', // first-login action
  '/wps/session/login/verification', // extra verification for a login from an unregistered IP
  '/wps/session/oauth/providers', // social sign-in providers of the merchant
  '/wps/session/oauth/start', // social sign-in: authorization URL (PKCE)
  '/wps/session/oauth/callback', // social sign-in: code exchange and session
  '/wps/session/login/link', // the one-time code of a sign-in link (spec §4 token in the URL, issue 15)
  '/wps/member/register/validation', // registration validation
  '/wps/relay/passwordCheck/MCS2_transferUpline', // transfer to upline
  '/lgw/games', // lottery games by prize mode
  '/wps/system/announcements', // announcement content
  '/wps/member/info/contract/consolidated', // consolidated contract info
  // Money (issue 5)
  '/wps/relay/MCS2_depositChannels', // deposit channels
  '/wps/relay/MCS2_createDepositOrder', // create a PIX deposit order
  '/wps/relay/MCS2_depositOrder', // deposit order status
  '/wps/relay/MCS2_depositList', // deposit list
  '/wps/member/password/payment/status', // payment password status
  '/wps/member/password/payment/set', // set the first payment password
  '/wps/member/password/payment/change', // change the payment password
  '/wps/relay/MCS2_withdrawAccounts', // withdrawal accounts
  '/wps/relay/passwordCheck/MCS2_addWithdrawAccount', // add a withdrawal account
  '/wps/relay/MCS2_removeWithdrawAccount', // remove a withdrawal account
  '/wps/relay/MCS2_withdrawSettings', // withdrawal limits and turnover
  '/wps/relay/passwordCheck/MCS2_withdraw', // request a withdrawal
  '/wps/relay/MCS2_withdrawList', // withdrawal list
  '/wps/relay/MCS2_confirmWithdraw', // withdrawal confirmation (spec §4)
  '/wps/relay/GCS_recallAllWallets', // recall all vendor wallets
  '/wps/relay/ODSFE2_betRecord', // betting record
  '/wps/relay/ODSFE2_accountRecord', // account record
  '/wps/relay/ODSFE2_personalProfitLoss', // personal profit and loss
  '/wps/relay/ODSFE2_bonusDetails', // bonus details
  // Responsible play (issue 14)
  '/wps/responsible/status', // session and rule state the client explains
  '/wps/responsible/overview', // the responsible-play screen
  '/wps/responsible/limit', // set, lower, raise or remove a limit
  '/wps/responsible/limit/cancel', // cancel a pending raise or removal
  '/wps/responsible/history', // history of limits, pauses, reality checks
  '/wps/responsible/realityCheck/interval', // choose the reality-check interval
  '/wps/responsible/realityCheck', // answer a reality check (continue / stop)
  '/wps/responsible/identity', // CPF and birth date before the first deposit or bet
  '/wps/responsible/riskWarning', // the risk warning of this login was read
  '/wps/responsible/session/keepAlive', // the answer to the idle warning
  '/wps/responsible/registration', // what the registration form asks
  '/wps/responsible/pause', // cool-off or self-exclusion
  // Points mall, messages, feedback, help and the site's pages (issue 13)
  '/wps/feedback/image', // a feedback image, uploaded before the feedback
  '/wps/relay/CSP_messageList', // the inbox (messageV2)
  '/wps/relay/CSP_readMessage', // mark a message read or unread
  '/wps/relay/CSP_readAllMessages', // mark all read
  '/wps/relay/CSP_deleteMessage', // delete a message
  '/wps/relay/CSP_messagePrefs', // message preferences
  '/wps/relay/CSP_updateMessagePrefs', // change the message preferences
  '/wps/system/sitePage', // about us, licences, verify representative
  '/wps/system/articles', // blog and news list
  '/wps/system/article', // one blog post or news article
  '/wps/system/verifyRepresentative', // is this contact an official channel?
  // Player engagement (issue 12)
  '/wps/relay/MCS2_promotionList', // promotions
  '/wps/relay/MCS2_promotionDetail', // one promotion
  '/wps/relay/MCS2_applyPromotion', // activity application (spec §5)
  '/wps/relay/MCS2_claimPromotion', // claim a promotion's bonus
  '/wps/relay/MCS2_rewardCenter', // reward centre and activity centre
  '/wps/relay/MCS2_rewardHistory', // rewards credited
  '/wps/relay/MCS2_claimReward', // claim an offered reward
  '/wps/relay/MCS2_badgeCounts', // badge counts of the menus
  '/wps/relay/MCSFE_claimMission', // claim a mission
  '/wps/relay/MCS2_playerRank', // VIP rank
  '/wps/relay/MCS2_manualRebate', // manual rebate accrued
  '/wps/relay/MCS2_claimManualRebate', // claim the manual rebate
  '/wps/relay/MCS2_raffleList', // red envelopes and prize wheels
  '/wps/relay/MCS2_referralInfo', // referral
  // Agent back office (issue 10)
  '/wps/agent/centre', // the agent centre's own facts
  '/wps/agent/notices', // agent notices
  '/wps/agent/team/overview', // team overview
  '/wps/agent/team/member', // register a downline account
  '/wps/agent/team/members', // team management
  '/wps/agent/team/members/export', // team management CSV
  '/wps/agent/team/bets', // team betting
  '/wps/agent/team/loss', // user loss
  '/wps/agent/income', // my income
  '/wps/agent/transfer/preview', // transfer confirmation step
  '/wps/agent/transfer', // transfer to a downline or the upline
  '/wps/agent/referral', // invitation links
  '/wps/agent/referral/link', // a new invitation link
  // Agent contracts (issue 11)
  '/wps/agent/contracts', // one contract kind's page
  '/wps/agent/contracts/bills', // its bills
  '/wps/agent/contracts/history', // a contract's changes
];

/** Contracts whose schemas intentionally accept anything at the top level; none. */
const permissiveContracts: readonly string[] = [];

const domains: Record<string, readonly Contract[]> = {
  system: systemContracts,
  account: [...accountContracts, ...accountFormContracts],
  wallet: walletContracts,
  common: commonContracts,
  games: gamesContracts,
  lottery: lotteryContracts,
  content: contentContracts,
  agent: agentContracts,
  points: pointsContracts,
  money: moneyContracts,
  responsible: responsibleContracts,
  inbox: inboxContracts,
  site: siteContracts,
  engagement: engagementContracts,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value of another JSON type than `value`. */
function wrongTypeOf(value: unknown): unknown {
  if (Array.isArray(value)) return 'not-an-array';
  if (isPlainObject(value)) return 'not-an-object';
  return { wrong: true };
}

/** The shape of an object schema, also behind a transform; null for other schemas. */
function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | null {
  if (schema instanceof z.core.$ZodObject) return schema._zod.def.shape;
  if (schema instanceof z.core.$ZodPipe) return objectShape(schema._zod.def.in);
  return null;
}

/** The ways to break a valid example; each must be refused. */
function brokenVariants(schema: z.core.$ZodType, example: unknown): { label: string; value: unknown }[] {
  const shape = objectShape(schema);
  if (!shape || !isPlainObject(example)) return [{ label: 'wrong type', value: wrongTypeOf(example) }];
  const variants: { label: string; value: unknown }[] = [{ label: 'not an object', value: 'not-an-object' }];
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const required = !z.safeParse(fieldSchema, undefined).success;
    if (key in example) {
      variants.push({
        label: `${key} of the wrong type`,
        value: { ...example, [key]: wrongTypeOf(example[key]) },
      });
    }
    if (required) {
      const { [key]: _removed, ...rest } = example;
      variants.push({ label: `${key} missing`, value: rest });
    }
  }
  return variants;
}

describe('contracts', () => {
  describe.each(allContracts.map((c) => [c.id, c] as const))('%s', (_id, contract) => {
    it('parses its example request and response', () => {
      expect(z.safeParse(contract.request, contract.example.request).error).toBeUndefined();
      expect(z.safeParse(contract.response, contract.example.response).error).toBeUndefined();
      const envelope = { success: true, value: contract.example.response, message: '' };
      expect(envelopeSchema(contract.response).safeParse(envelope).success).toBe(true);
    });

    it.skipIf(permissiveContracts.includes(contract.id))('refuses broken examples', () => {
      for (const [part, schema, example] of [
        ['request', contract.request, contract.example.request],
        ['response', contract.response, contract.example.response],
      ] as const) {
        for (const variant of brokenVariants(schema, example)) {
          expect(z.safeParse(schema, variant.value).success, `${part}: ${variant.label}`).toBe(false);
        }
      }
    });
  });

  // GET/DELETE requests travel in the query string, where every value arrives as text.
  describe.each(allContracts.filter((c) => c.encoding === 'query').map((c) => [c.id, c] as const))(
    '%s (query string)',
    (_id, contract) => {
      it('accepts its request as query-string text', () => {
        const example = contract.example.request as Record<string, unknown>;
        const asText = Object.fromEntries(Object.entries(example).map(([k, v]) => [k, String(v)]));
        expect(z.safeParse(contract.request, asText).error).toBeUndefined();
      });
    },
  );

  it('lists no permissive contract that does not exist', () => {
    const ids = new Set(allContracts.map((c) => c.id));
    for (const id of permissiveContracts) expect(ids.has(id), id).toBe(true);
  });

  it('has unique ids named <domain>.<name>, each in its domain list', () => {
    const ids = allContracts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [domain, list] of Object.entries(domains)) {
      for (const c of list) expect(c.id).toMatch(new RegExp(`^${domain}\\.[a-z][A-Za-z]*$`));
    }
    expect(Object.values(domains).flat().length).toBe(allContracts.length);
  });

  it('has unique method + path pairs', () => {
    const keys = allContracts.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every path under /wps/, /lgw/ or /lotto/', () => {
    for (const c of allContracts) expect(c.path, c.id).toMatch(/^\/(wps|lgw|lotto)\/[\w/]+$/);
  });

  it('sends GET and DELETE in the query string, others in a body', () => {
    for (const c of allContracts) {
      if (c.method === 'GET' || c.method === 'DELETE') expect(c.encoding, c.id).toBe('query');
      else expect(c.encoding, c.id).not.toBe('query');
    }
  });

  it('encrypts and keys for idempotency only calls with a body', () => {
    for (const c of allContracts.filter((c) => c.encrypted || c.idempotent)) {
      expect(['POST', 'PUT'], c.id).toContain(c.method);
    }
    for (const c of allContracts.filter((c) => c.idempotent)) expect(c.session, c.id).toBe(true);
  });

  it('marks the money-changing calls idempotent', () => {
    const idempotent = allContracts.filter((c) => c.idempotent).map((c) => c.id);
    expect(idempotent.sort()).toEqual(
      [
        'wallet.transfer',
        'wallet.transferUpline',
        'common.claimRafflePromotion',
        'points.redeem',
        'points.convert',
        'money.createDeposit',
        'money.requestWithdrawal',
        'money.confirmWithdrawal',
        'money.recallAll',
        'engagement.claimPromotion',
        'engagement.claimReward',
        'engagement.claimMission',
        'engagement.claimRebate',
        'agent.transfer',
      ].sort(),
    );
  });

  it('covers every call of spec §7 with its stated method, T and E', () => {
    for (const call of specCalls) {
      const matches = allContracts.filter((c) => c.path === call.path);
      expect(matches, call.path).toHaveLength(1);
      const [c] = matches;
      if (!c) continue;
      if (call.method) expect(c.method, call.path).toBe(call.method);
      if (call.T) expect(c.session, call.path).toBe(true);
      if (call.E) expect(c.encrypted, call.path).toBe(true);
    }
  });

  it('has no path beyond the spec and the designed ones', () => {
    const known = new Set([...specCalls.map((c) => c.path), ...designedPaths]);
    expect(known.size).toBe(specCalls.length + designedPaths.length);
    expect(allContracts.map((c) => c.path).sort()).toEqual([...known].sort());
  });

  it('sends the e-mail password reset form-encoded', () => {
    const c = allContracts.find((c) => c.path === '/wps/member/password/email');
    expect(c?.encoding).toBe('form');
  });

  it('refuses unknown keys on calls without input', () => {
    expect(noInput.safeParse({ extra: 1 }).success).toBe(false);
  });
});

describe('envelopes', () => {
  const value = z.object({ balance: z.number().int() });
  const envelope = envelopeSchema(value);

  it('accepts a success envelope', () => {
    const ok = { success: true, value: { balance: 100 }, message: '' };
    expect(successEnvelope(value).safeParse(ok).success).toBe(true);
    expect(envelope.parse(ok)).toEqual(ok);
  });

  it('accepts a failure envelope, with or without code and value', () => {
    const plain = { success: false, message: 'Network link is abnormal, please try again' };
    const detailed = {
      success: false,
      message: 'Please enter the captcha',
      code: errorCodes.captchaRequired,
      value: { captchaRequired: true },
    };
    for (const failure of [plain, detailed]) {
      expect(failureEnvelopeSchema.safeParse(failure).success).toBe(true);
      expect(envelope.safeParse(failure).success).toBe(true);
    }
    expect(loginFailureValueSchema.safeParse(detailed.value).success).toBe(true);
  });

  it.each([
    ['not an object', 'ok'],
    ['null', null],
    ['no success flag', { value: { balance: 1 }, message: '' }],
    ['success not a boolean', { success: 'true', value: { balance: 1 }, message: '' }],
    ['success without value', { success: true, message: '' }],
    ['success with a wrong value', { success: true, value: { balance: '1' }, message: '' }],
    ['success without message', { success: true, value: { balance: 1 } }],
    ['failure without message', { success: false, code: errorCodes.internal }],
    ['failure with a numeric code', { success: false, message: 'x', code: 500 }],
  ])('rejects a malformed envelope: %s', (_label, input) => {
    expect(envelope.safeParse(input).success).toBe(false);
  });

  it('keeps a success envelope out of the failure schema and the other way round', () => {
    expect(failureEnvelopeSchema.safeParse({ success: true, value: {}, message: '' }).success).toBe(false);
    expect(successEnvelope(value).safeParse({ success: false, message: 'x' }).success).toBe(false);
  });
});
