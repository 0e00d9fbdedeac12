import { z } from 'zod';
import * as api from '../../shared/api/operator.ts';
import type { OperatorContract } from '../../shared/api/operator.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { createLotteryDraws } from '../jobs/lottery-draws.ts';
import { mintLoginCode } from '../services/login-codes.ts';
import { createMoneyJobs } from '../jobs/money.ts';
import { solveCaptcha } from '../services/captcha.ts';
import { clearMerchantFailures } from '../services/login-throttle.ts';
import { confirmDeposit, failDeposit, pendingDeposits } from '../services/deposits.ts';
import { createLedger } from '../services/ledger.ts';
import { memberByUsername } from '../services/members.ts';
import { moneySettings, updateMoneySettings } from '../services/money-settings.ts';
import { readOutbox } from '../services/outbox.ts';
import { createSession } from '../services/sessions.ts';
import { operatorState, setFlag, setMaintenance, setRegion } from '../services/settings.ts';
import {
  describeSocialProviders,
  removeSocialProvider,
  saveSocialProvider,
  simulatedProviderConfig,
} from '../services/social.ts';
import { openWithdrawals, operateWithdrawal } from '../services/withdrawals.ts';
import { advanceClock as advanceClockBy, clock, loadClock } from '../services/clock.ts';
import { responsibleOperatorHandlers } from './operator-responsible.ts';
import { pointsOperatorHandlers } from './operator-points.ts';
import { signalSystem } from '../services/live-signals.ts';
import { handle, operatorMerchant, type OperatorContext, type OperatorHandler } from './operator-kit.ts';
import { engagementOperatorHandlers } from './operator-engagement.ts';
import { agentSettings, updateAgentSettings } from '../services/agent-team.ts';
import { publishAgentNotice } from '../services/agent-referral.ts';
import { contractSettings, updateContractSettings } from '../services/agent-contracts.ts';
import { settleDue } from '../services/agent-contract-settlement.ts';

export type { OperatorContext, OperatorHandler } from './operator-kit.ts';
export { operatorMerchant };

function clockState(ctx: OperatorContext) {
  return {
    now: clock.iso(),
    offsetSeconds: Math.floor(clock.offsetMs() / 1000),
    adjustable: ctx.adjustableClock,
  };
}

export const operatorHandlers: Readonly<Record<string, OperatorHandler>> = Object.fromEntries([
  handle(api.getOperatorState, (input, ctx) =>
    operatorState(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  ),

  handle(api.setMaintenance, (input, ctx) => {
    const merchant = operatorMerchant(ctx.db, input.merchant);
    setMaintenance(ctx.db, merchant, {
      enabled: input.enabled,
      ...(input.title !== undefined && { title: input.title }),
      ...(input.endTime !== undefined && { endTime: input.endTime }),
      ...(input.text !== undefined && { content: input.text }),
    });
    // open pages learn it at once through the live-update channel
    signalSystem(ctx.db, merchant);
    ctx.log.info({ merchant, enabled: input.enabled }, 'operator: maintenance');
    return operatorState(ctx.db, merchant);
  }),

  handle(api.setRegion, (input, ctx) => {
    const merchant = operatorMerchant(ctx.db, input.merchant);
    setRegion(ctx.db, merchant, {
      enabled: input.enabled,
      ...(input.text !== undefined && { content: input.text }),
      ...(input.blockedIps !== undefined && { blockedIps: input.blockedIps }),
      ...(input.blockedCountries !== undefined && { blockedCountries: input.blockedCountries }),
    });
    signalSystem(ctx.db, merchant);
    ctx.log.info({ merchant, enabled: input.enabled }, 'operator: region restriction');
    return operatorState(ctx.db, merchant);
  }),

  handle(api.setFlag, (input, ctx) => {
    const merchant = operatorMerchant(ctx.db, input.merchant);
    if (!setFlag(ctx.db, merchant, input.flag, input.enabled)) {
      throw new ApiError(404, 'operator.flag.unknown', { params: { flag: input.flag } });
    }
    ctx.log.info({ merchant, flag: input.flag, enabled: input.enabled }, 'operator: flag');
    return operatorState(ctx.db, merchant);
  }),

  handle(api.issueSession, (input, ctx) => {
    const merchant = operatorMerchant(ctx.db, input.merchant);
    const member = memberByUsername(ctx.db, merchant, input.username);
    if (member?.status !== 'ACTIVE') {
      throw new ApiError(404, 'member.not.found', { params: { username: input.username } });
    }
    ctx.log.info({ merchant, username: input.username }, 'operator: session issued');
    return { token: createSession(ctx.db, member.id) };
  }),

  handle(api.issueLoginLink, (input, ctx) => {
    const merchant = operatorMerchant(ctx.db, input.merchant);
    const member = memberByUsername(ctx.db, merchant, input.username);
    if (member?.status !== 'ACTIVE') {
      throw new ApiError(404, 'member.not.found', { params: { username: input.username } });
    }
    const { code, expiresAt } = mintLoginCode(ctx.db, member.id);
    ctx.log.info({ merchant, username: input.username }, 'operator: sign-in link issued');
    return { code, path: `/?token=${code}`, expiresAt: new Date(expiresAt).toISOString() };
  }),

  handle(api.readSmsOutbox, (input, ctx) => ({
    messages: readOutbox(ctx.db, {
      merchantCode: operatorMerchant(ctx.db, input.merchant),
      channel: 'SMS',
      ...(input.mobileNum !== undefined && { mobileNum: input.mobileNum }),
      limit: input.limit,
    }),
  })),

  handle(api.readEmailOutbox, (input, ctx) => ({
    messages: readOutbox(ctx.db, {
      merchantCode: operatorMerchant(ctx.db, input.merchant),
      channel: 'EMAIL',
      ...(input.email !== undefined && { destination: input.email.toLowerCase() }),
      limit: input.limit,
    }),
  })),

  handle(api.clearLoginFailures, (input, ctx) => ({
    cleared: clearMerchantFailures(ctx.db, operatorMerchant(ctx.db, input.merchant), input),
  })),
  handle(api.solveCaptcha, (input, ctx) => {
    operatorMerchant(ctx.db, input.merchant);
    const answer = solveCaptcha(ctx.db, input.captchaKey);
    if (answer === null) throw new ApiError(404, 'operator.captcha.not.found');
    return { captchaKey: input.captchaKey, answer };
  }),

  handle(api.drawLottery, (input, ctx) => {
    // Drawing "as if later" would publish numbers of issues that still sell tickets: moving the time forward is the
    // clock's job (adjustable platforms only), and then every due job runs at the new time, the draws first.
    if (input.advanceSeconds > 0) {
      if (!ctx.adjustableClock) throw new ApiError(403, 'operator.clock.fixed');
      advanceClockBy(ctx.db, input.advanceSeconds * 1000);
      for (const job of ctx.dueJobs) if (job.name !== 'lottery-draws') job.runDue(clock.now());
    }
    const outcomes = ctx.lotteryDraws.drawNow(clock.now());
    ctx.log.info({ draws: outcomes.length, advanceSeconds: input.advanceSeconds }, 'operator: lottery draw');
    const settled = outcomes.reduce((sum, outcome) => sum + outcome.settled, 0);
    return { draws: outcomes.length, settled };
  }),

  handle(api.getClock, (_input, ctx) => clockState(ctx)),

  handle(api.advanceClock, (input, ctx) => {
    if (!ctx.adjustableClock) throw new ApiError(403, 'operator.clock.fixed');
    advanceClockBy(ctx.db, input.advanceSeconds * 1000);
    ctx.log.info({ advanceSeconds: input.advanceSeconds }, 'operator: clock advanced');
    // what fell due in the skipped time happens now, job by job in registration order
    for (const job of ctx.dueJobs) job.runDue(clock.now());
    return clockState(ctx);
  }),

  handle(api.getSocialProviders, (input, ctx) => ({
    providers: describeSocialProviders(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  })),

  handle(api.setSocialProvider, (input, ctx) => {
    const merchant = operatorMerchant(ctx.db, input.merchant);
    if (!input.enabled) {
      removeSocialProvider(ctx.db, merchant, input.provider);
    } else if (input.simulated === true) {
      saveSocialProvider(
        ctx.db,
        merchant,
        simulatedProviderConfig(
          input.provider,
          ctx.platformOrigin,
          input.redirectUris ?? [`${ctx.platformOrigin}/oauth/callback`],
        ),
      );
    } else {
      const { merchant: _merchant, enabled: _enabled, simulated: _simulated, ...config } = input;
      saveSocialProvider(ctx.db, merchant, config);
    }
    ctx.log.info(
      { merchant, provider: input.provider, enabled: input.enabled },
      'operator: social sign-in provider',
    );
    return { providers: describeSocialProviders(ctx.db, merchant) };
  }),

  handle(api.getPendingDeposits, (input, ctx) => ({
    orders: pendingDeposits(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  })),

  handle(api.confirmDeposit, (input, ctx) => {
    const result = confirmDeposit(ctx.db, ctx.ledger, input.orderId);
    ctx.log.info({ orderId: input.orderId, credited: result.credited }, 'operator: deposit confirmed');
    return result;
  }),

  handle(api.failDeposit, (input, ctx) => ({ order: failDeposit(ctx.db, input.orderId) })),

  handle(api.getOpenWithdrawals, (input, ctx) => ({
    withdrawals: openWithdrawals(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  })),

  handle(api.operateWithdrawal, (input, ctx) => {
    const withdrawal = operateWithdrawal(ctx.db, ctx.ledger, input.withdrawalId, input.action, {
      remark: input.remark,
    });
    ctx.log.info({ withdrawalId: input.withdrawalId, action: input.action }, 'operator: withdrawal');
    return { withdrawal };
  }),

  handle(api.getMoneySettings, (input, ctx) =>
    moneySettings(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  ),

  handle(api.updateMoneySettings, (input, ctx) => {
    const { merchant, ...patch } = input;
    return updateMoneySettings(ctx.db, operatorMerchant(ctx.db, merchant), patch);
  }),

  handle(api.runMoneyJobs, (input, ctx) => ctx.moneyJobs.runNow(clock.now() + input.advanceSeconds * 1000)),

  handle(api.verifyLedger, (_input, ctx) => ctx.ledger.verify()),

  handle(api.getContractSettings, (input, ctx) =>
    contractSettings(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  ),

  handle(api.updateContractSettings, (input, ctx) => {
    const { merchant, kind, ...patch } = input;
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    ctx.log.info({ kind, ...defined }, 'operator: contract settings');
    return updateContractSettings(ctx.db, operatorMerchant(ctx.db, merchant), { [kind]: defined });
  }),

  handle(api.settleContracts, (_input, ctx) => {
    const outcome = settleDue(ctx.db, ctx.ledger, clock.now());
    ctx.log.info(outcome, 'operator: contracts settled');
    return outcome;
  }),

  ...responsibleOperatorHandlers,
  ...pointsOperatorHandlers((ctx, code) => operatorMerchant(ctx.db, code)),
  ...engagementOperatorHandlers,
  handle(api.getAgentSettings, (input, ctx) =>
    agentSettings(ctx.db, operatorMerchant(ctx.db, input.merchant)),
  ),

  handle(api.updateAgentSettings, (input, ctx) => {
    const { merchant, ...patch } = input;
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    return updateAgentSettings(ctx.db, operatorMerchant(ctx.db, merchant), defined);
  }),

  handle(api.publishAgentNotice, (input, ctx) => {
    const { merchant, ...texts } = input;
    return { ids: publishAgentNotice(ctx.db, operatorMerchant(ctx.db, merchant), texts) };
  }),
]);

/**
 * An operator context straight on a database, for the CLI: its own ledger and the jobs without their timers (run on
 * demand only, so their failures are thrown, never logged), `platformOrigin` where the platform serves (the simulated
 * sign-in provider).
 */
export function directOperatorContext(db: Database, platformOrigin: string): OperatorContext {
  const ledger = createLedger(db);
  const log = { error: () => undefined };
  // the platform's time as the database keeps it; moving it is for a running platform (the operator API)
  loadClock(db);
  const lotteryDraws = createLotteryDraws(db, ledger, log, { enabled: false });
  const moneyJobs = createMoneyJobs(db, ledger, log, { enabled: false });
  return {
    db,
    ledger,
    lotteryDraws,
    moneyJobs,
    adjustableClock: false,
    dueJobs: [
      { name: 'lottery-draws', runDue: (now) => lotteryDraws.drawNow(now) },
      { name: 'money', runDue: (now) => moneyJobs.runNow(now) },
      { name: 'agent-contracts', runDue: (now) => settleDue(db, ledger, now) },
    ],
    platformOrigin,
    log: { info: () => undefined },
  };
}

/** Runs an operator call without HTTP (the CLI): the input parsed with the request schema, the answer checked. */
export function runOperatorCall<C extends OperatorContract>(
  contract: C,
  input: z.input<C['request']>,
  ctx: OperatorContext,
): z.output<C['response']> {
  const handler = operatorHandlers[contract.id];
  if (handler?.contract !== contract) throw new Error(`The operator contract ${contract.id} has no handler.`);
  return z.parse(contract.response, handler.run(z.parse(contract.request, input), ctx)) as z.output<
    C['response']
  >;
}
