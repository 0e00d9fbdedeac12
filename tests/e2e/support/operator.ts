import { expect, type APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import { successEnvelope } from '../../../shared/api/contract.ts';
import {
  advanceClock,
  confirmDeposit,
  drawLottery,
  failDeposit,
  getOpenWithdrawals,
  getPendingDeposits,
  issueLoginLink,
  issueSession,
  operateWithdrawal,
  operatorSecretHeader,
  readEmailOutbox,
  readSmsOutbox,
  setFlag,
  setMaintenance,
  setRegion,
  setSocialProvider,
  solveCaptcha,
  clearLoginFailures,
  updateMoneySettings,
  updateResponsibleSettings,
  getOpenRedemptions,
  decideRedemption,
  getFeedback,
  answerFeedback,
  type OperatorContract,
  type WithdrawalAction,
} from '../../../shared/api/operator.ts';

import {
  decideApplication,
  getOperatorRaffles,
  getPromotionApplications,
  grantTickets,
  saveMission,
  savePromotion,
} from '../../../shared/api/operator-engagement.ts';

/** The secret the Playwright web server is started with (playwright.config.ts). */
export const operatorSecret = 'e2e-operator-secret';

/**
 * One call of the operator API (shared/api/operator.ts) as an operator's script makes it: the contract's method and
 * path, the secret header, the input in the query (GET) or the body (POST); the answer parsed with the contract.
 */
export async function operatorCall<C extends OperatorContract>(
  request: APIRequestContext,
  contract: C,
  input: z.input<C['request']>,
): Promise<z.output<C['response']>> {
  const headers = { [operatorSecretHeader]: operatorSecret };
  const response =
    contract.method === 'GET'
      ? await request.get(contract.path, {
          headers,
          params: Object.fromEntries(
            Object.entries(input as Record<string, unknown>)
              .filter(([, value]) => value !== undefined)
              .map(([key, value]) => [key, String(value)]),
          ),
        })
      : await request.post(contract.path, { headers, data: input });
  expect(response.status(), await response.text()).toBe(200);
  return successEnvelope(contract.response).parse(await response.json()).value as z.output<C['response']>;
}

/** Operator control of the reference platform, as an operator would use it (loopback admin API). */
export const operator = {
  maintenance: (request: APIRequestContext, input: z.input<typeof setMaintenance.request>) =>
    operatorCall(request, setMaintenance, input),
  region: (request: APIRequestContext, input: z.input<typeof setRegion.request>) =>
    operatorCall(request, setRegion, input),
  flag: (request: APIRequestContext, flag: string, enabled: boolean) =>
    operatorCall(request, setFlag, { flag, enabled }),
  /**
   * A sign-in link's one-time code for a demo account (5 minutes, once): open the site at `/?token=<code>` to be
   * logged in. Never a session token, which the site no longer takes from the address.
   */
  async session(request: APIRequestContext, username: string): Promise<string> {
    return (await operatorCall(request, issueLoginLink, { username })).code;
  },
  /** A member session token for calls made straight to the platform (never for the address bar). */
  async sessionToken(request: APIRequestContext, username: string): Promise<string> {
    return (await operatorCall(request, issueSession, { username })).token;
  },
  /** Moves the platform clock `advanceSeconds` forward (closing the open issues for tickets), then draws them. */
  drawLottery: (request: APIRequestContext, advanceSeconds = 60) =>
    operatorCall(request, drawLottery, { advanceSeconds }),
  /** The newest simulated SMS to a mobile number, if any. */
  async latestSms(request: APIRequestContext, mobileNum: string) {
    return (await operatorCall(request, readSmsOutbox, { mobileNum, limit: 1 })).messages[0] ?? null;
  },
  /** The newest simulated e-mail to an address, if any. */
  async latestEmail(request: APIRequestContext, email: string) {
    return (await operatorCall(request, readEmailOutbox, { email, limit: 1 })).messages[0] ?? null;
  },
  /** The answer of the live captcha with this key. */
  async captchaAnswer(request: APIRequestContext, captchaKey: string): Promise<string> {
    return (await operatorCall(request, solveCaptcha, { captchaKey })).answer;
  },
  socialProvider: (request: APIRequestContext, input: z.input<typeof setSocialProvider.request>) =>
    operatorCall(request, setSocialProvider, input),
  /** The PIX simulator: pending deposit orders (oldest first), each with the member's username. */
  async pendingDeposits(request: APIRequestContext) {
    return (await operatorCall(request, getPendingDeposits, {})).orders;
  },
  /** The PIX simulator pays an order (credits once; again is a no-op). */
  confirmDeposit: (request: APIRequestContext, orderId: string) =>
    operatorCall(request, confirmDeposit, { orderId }),
  failDeposit: (request: APIRequestContext, orderId: string) =>
    operatorCall(request, failDeposit, { orderId }),
  /** The back office works a withdrawal: pay (then the player confirms), reject, force (received), refund. */
  withdrawal: (request: APIRequestContext, withdrawalId: string, action: WithdrawalAction) =>
    operatorCall(request, operateWithdrawal, { withdrawalId, action }),
  /** Open withdrawals (PENDING, PAID, NOT_RECEIVED), oldest first. */
  async openWithdrawals(request: APIRequestContext) {
    return (await operatorCall(request, getOpenWithdrawals, {})).withdrawals;
  },
  /** Money settings, e.g. { autoConfirmSeconds: 5 } or { withdrawDailyCount: 50 }. */
  moneySettings: (request: APIRequestContext, patch: z.input<typeof updateMoneySettings.request>) =>
    operatorCall(request, updateMoneySettings, patch),
  /** Responsible-play rules of the merchant, e.g. { brazilMode: true, realityCheck: { defaultMinutes: 1 } }. */
  responsibleSettings: (
    request: APIRequestContext,
    patch: z.input<typeof updateResponsibleSettings.request>,
  ) => operatorCall(request, updateResponsibleSettings, patch),
  /** Moves the platform's clock forward (ADJUSTABLE_CLOCK=1) and runs the jobs that fell due. */
  advanceClock: (request: APIRequestContext, advanceSeconds: number) =>
    operatorCall(request, advanceClock, { advanceSeconds }),
  /** Points redemptions waiting for a decision (In Process), oldest first. */
  async openRedemptions(request: APIRequestContext) {
    return (await operatorCall(request, getOpenRedemptions, {})).redemptions;
  },
  /** The operator approves or rejects a redemption (a rejection returns the points). */
  decideRedemption: (
    request: APIRequestContext,
    redeemId: string,
    action: 'approve' | 'reject',
    remark?: string,
  ) => operatorCall(request, decideRedemption, { redeemId, action, ...(remark ? { remark } : {}) }),
  /** Feedback sent by members, newest first, with their images. */
  async feedback(request: APIRequestContext) {
    return (await operatorCall(request, getFeedback, {})).feedback;
  },
  answerFeedback: (request: APIRequestContext, feedbackId: number, answer: string) =>
    operatorCall(request, answerFeedback, { feedbackId, answer }),
  // --- Engagement (issue 12)
  savePromotion: (request: APIRequestContext, input: z.input<typeof savePromotion.request>) =>
    operatorCall(request, savePromotion, input),
  /** Applications waiting for a decision, oldest first. */
  async applications(request: APIRequestContext) {
    return (await operatorCall(request, getPromotionApplications, {})).applications;
  },
  decideApplication: (request: APIRequestContext, input: z.input<typeof decideApplication.request>) =>
    operatorCall(request, decideApplication, input),
  saveMission: (request: APIRequestContext, input: z.input<typeof saveMission.request>) =>
    operatorCall(request, saveMission, input),
  async raffles(request: APIRequestContext) {
    return (await operatorCall(request, getOperatorRaffles, {})).raffles;
  },
  grantTickets: (request: APIRequestContext, input: z.input<typeof grantTickets.request>) =>
    operatorCall(request, grantTickets, input),
  async reset(request: APIRequestContext): Promise<void> {
    await operatorCall(request, setMaintenance, { enabled: false });
    await operatorCall(request, setRegion, { enabled: false, blockedIps: [] });
    await operatorCall(request, clearLoginFailures, {});
  },
  /**
   * Forgets every failed login of the merchant: the journeys all come from 127.0.0.1, whose failures (a test of the
   * captcha gate) would otherwise ask the next journeys for a captcha.
   */
  clearLoginFailures: (request: APIRequestContext) => operatorCall(request, clearLoginFailures, {}),
};
