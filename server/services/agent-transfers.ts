import type { TransferDirection } from '../../shared/api/agent.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, errorCodes, fieldsRefused } from '../http/errors.ts';
import { agentSettings, teamMemberByAccount } from './agent-team.ts';
import { transferredOutToday } from './agent-reports.ts';
import { clock } from './clock.ts';
import { mainWallet, type Ledger, type WalletAccount } from './ledger.ts';
import { memberById, type MemberRow } from './members.ts';
import type { SessionMember } from './sessions.ts';
import { transferUpline } from './transfers.ts';

/**
 * Transfers of the agent centre: from the agent's main wallet to a direct downline's, or to its upline's. One ledger
 * transfer (both wallets in one transaction, never negative, idempotent by key), so both parties' records show it.
 * The merchant's limits (agent settings): per transfer, and per Brasília day of transfers out. An agent can never
 * move money to or from a member outside its own team, and only ever its own money.
 */

export type TransferRequest = {
  direction: TransferDirection;
  account?: string | undefined;
  amount: number;
  remark?: string | undefined;
};

type Counterpart = { row: MemberRow; wallet: WalletAccount | null; balanceVisible: boolean };

function mainOf(ledger: Ledger, memberId: number): WalletAccount {
  const wallet = ledger.getAccount(memberId, mainWallet);
  if (!wallet) throw new ApiError(404, 'wallet.not.found');
  return wallet;
}

/** The other party: a direct downline (its balance shown), or the upline (its balance is not the agent's to see). */
function counterpartOf(
  db: Database,
  ledger: Ledger,
  agent: SessionMember,
  request: TransferRequest,
): Counterpart {
  if (request.direction === 'DOWNLINE') {
    if (!request.account) throw fieldsRefused([{ field: 'account', code: 'field.required' }]);
    const target = teamMemberByAccount(db, agent, request.account, { minDepth: 1 });
    if (target.depth !== 1) throw new ApiError(403, 'agent.transfer.direct.only');
    return { row: target.row, wallet: ledger.getAccount(target.row.id, mainWallet), balanceVisible: true };
  }
  const self = memberById(db, agent.id);
  const upline = self?.parent_id != null ? memberById(db, self.parent_id) : null;
  if (!upline) throw new ApiError(400, errorCodes.noUpline);
  return { row: upline, wallet: ledger.getAccount(upline.id, mainWallet), balanceVisible: false };
}

/** The limits of the merchant, and the agent's balance: what the transfer itself would refuse. */
function checkLimits(db: Database, agent: SessionMember, amount: number, balance: number, now: number) {
  const settings = agentSettings(db, agent.merchantCode);
  const usedToday = transferredOutToday(db, agent.id, now);
  if (amount < settings.transferMin || amount > settings.transferMax) {
    throw new ApiError(400, errorCodes.amountOutOfRange, {
      params: { min: settings.transferMin, max: settings.transferMax },
      value: { minAmount: settings.transferMin, maxAmount: settings.transferMax },
    });
  }
  if (usedToday + amount > settings.transferDailyMax) {
    const left = Math.max(0, settings.transferDailyMax - usedToday);
    throw new ApiError(400, 'agent.transfer.daily.limit', {
      params: { max: settings.transferDailyMax, left },
      value: { dailyMax: settings.transferDailyMax, usedToday },
    });
  }
  if (amount > balance) throw new ApiError(400, errorCodes.insufficientBalance);
  return {
    min: settings.transferMin,
    max: settings.transferMax,
    dailyMax: settings.transferDailyMax,
    usedToday,
  };
}

/** The confirmation step: both parties before and after, and the limits; refuses what the transfer would refuse. */
export function previewTransfer(
  db: Database,
  ledger: Ledger,
  agent: SessionMember,
  request: TransferRequest,
) {
  const own = mainOf(ledger, agent.id);
  const other = counterpartOf(db, ledger, agent, request);
  const limits = checkLimits(db, agent, request.amount, own.balance, clock.now());
  const otherBalance = other.wallet?.balance ?? 0;
  return {
    direction: request.direction,
    amount: request.amount,
    from: {
      account: agent.username,
      nickname: memberById(db, agent.id)?.nickname ?? null,
      balance: own.balance,
      balanceAfter: own.balance - request.amount,
    },
    to: {
      account: other.row.username,
      nickname: other.row.nickname,
      balance: other.balanceVisible ? otherBalance : null,
      balanceAfter: other.balanceVisible ? otherBalance + request.amount : null,
    },
    limits,
  };
}

/** The transfer, in one transaction with the checks (two concurrent transfers cannot both pass the balance or limit). */
export function agentTransfer(
  db: Database,
  ledger: Ledger,
  agent: SessionMember,
  request: TransferRequest,
  key: string,
  now = clock.now(),
) {
  return transaction(db, () => {
    const own = mainOf(ledger, agent.id);
    const other = counterpartOf(db, ledger, agent, request);
    checkLimits(db, agent, request.amount, own.balance, now);
    const createdTime = new Date(now).toISOString();
    if (request.direction === 'UPLINE') {
      const result = transferUpline(db, ledger, {
        memberId: agent.id,
        amount: request.amount,
        remark: request.remark,
        key,
      });
      return {
        transferId: result.transferId,
        direction: request.direction,
        amount: request.amount,
        from: { account: agent.username, balance: result.balance },
        to: { account: result.upline, balance: null },
        createdTime,
      };
    }
    const to =
      other.wallet ??
      ledger.openAccount(other.row.id, mainWallet, { currency: own.currency, demo: own.demo });
    const reference = `${agent.username} → ${other.row.username}`;
    const result = ledger.transfer({
      fromAccountId: own.id,
      toAccountId: to.id,
      amount: request.amount,
      type: 'AGENT_TRANSFER',
      reference: (request.remark ? `${reference}: ${request.remark}` : reference).slice(0, 200),
      idempotencyKey: `at:${agent.id}:${key}`,
      at: createdTime,
    });
    return {
      transferId: `at_${result.from.operationId}`,
      direction: request.direction,
      amount: request.amount,
      from: { account: agent.username, balance: result.from.balanceAfter },
      to: { account: other.row.username, balance: result.to.balanceAfter },
      createdTime,
    };
  });
}
