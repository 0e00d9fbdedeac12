import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import type { Ledger, WalletAccount } from './ledger.ts';
import { mainWallet } from './ledger.ts';
import { moneySettings } from './money-settings.ts';
import { remainingTurnover } from './turnover.ts';

/**
 * Main and vendor (transfer) wallets, transfers between them, "recall all", the transfer to the upline agent, and
 * the balance figures. Every movement is one ledger transfer (both sides in one transaction, never negative).
 */
type VendorRow = { code: string; display_names: string; maintenance: number };

const mainNames: Record<Language, string> = { 'pt-BR': 'Carteira principal', en: 'Main wallet' };

function vendorRows(db: Database, merchantCode: string): VendorRow[] {
  const codes = moneySettings(db, merchantCode).vendorWallets;
  const rows = db.prepare('SELECT code, display_names, maintenance FROM vendors').all() as VendorRow[];
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return codes.flatMap((code) => {
    const row = byCode.get(code);
    return row ? [row] : [];
  });
}

function mainAccount(ledger: Ledger, memberId: number): WalletAccount {
  const main = ledger.getAccount(memberId, mainWallet);
  if (!main) throw new ApiError(404, 'wallet.not.found');
  return main;
}

/** The member's wallet account for a vendor (opened with the main wallet's currency and money kind). */
function vendorAccount(ledger: Ledger, main: WalletAccount, code: string): WalletAccount {
  return (
    ledger.getAccount(main.memberId, code) ??
    ledger.openAccount(main.memberId, code, { currency: main.currency, demo: main.demo })
  );
}

export function merchantWallets(
  db: Database,
  ledger: Ledger,
  merchantCode: string,
  memberId: number,
  language: Language,
) {
  const main = mainAccount(ledger, memberId);
  return [
    { walletCode: mainWallet, displayName: mainNames[language], balance: main.balance, maintenance: false },
    ...vendorRows(db, merchantCode).map((vendor) => {
      const names = JSON.parse(vendor.display_names) as Partial<Record<Language, string>>;
      return {
        walletCode: vendor.code,
        displayName: names[language] ?? vendor.code,
        balance: ledger.getAccount(memberId, vendor.code)?.balance ?? 0,
        maintenance: vendor.maintenance === 1,
      };
    }),
  ];
}

/** Between MAIN and one vendor wallet. `key` is the request's idempotency key (scoped to the member here). */
export function walletTransfer(
  db: Database,
  ledger: Ledger,
  input: {
    merchantCode: string;
    memberId: number;
    fromWallet: string;
    toWallet: string;
    amount: number;
    key: string;
  },
) {
  const { fromWallet, toWallet } = input;
  if ((fromWallet === mainWallet) === (toWallet === mainWallet)) {
    throw new ApiError(400, 'wallet.transfer.sides.invalid');
  }
  const vendorCode = fromWallet === mainWallet ? toWallet : fromWallet;
  const vendor = vendorRows(db, input.merchantCode).find((row) => row.code === vendorCode);
  if (!vendor)
    throw new ApiError(404, 'wallet.vendor.not.found', { params: { vendor: vendorCode.slice(0, 30) } });
  if (vendor.maintenance === 1) {
    throw new ApiError(400, errorCodes.vendorMaintenance, { value: { vendor: vendorCode } });
  }
  return transaction(db, () => {
    const main = mainAccount(ledger, input.memberId);
    const other = vendorAccount(ledger, main, vendorCode);
    const [from, to] = fromWallet === mainWallet ? [main, other] : [other, main];
    const result = ledger.transfer({
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: input.amount,
      type: 'WALLET_TRANSFER',
      reference: `${fromWallet}>${toWallet}`,
      idempotencyKey: `wt:${input.memberId}:${input.key}`,
    });
    const mainEntry = fromWallet === mainWallet ? result.from : result.to;
    const vendorEntry = fromWallet === mainWallet ? result.to : result.from;
    return {
      transferId: `wt_${result.from.operationId}`,
      balance: mainEntry.balanceAfter,
      walletBalance: vendorEntry.balanceAfter,
    };
  });
}

/** Every vendor wallet with money (not under maintenance) back to MAIN, each a ledger transfer. */
export function recallAll(
  db: Database,
  ledger: Ledger,
  input: { merchantCode: string; memberId: number; key: string; language: Language },
) {
  return transaction(db, () => {
    const main = mainAccount(ledger, input.memberId);
    let recalled = 0;
    for (const vendor of vendorRows(db, input.merchantCode)) {
      if (vendor.maintenance === 1) continue;
      const account = ledger.getAccount(input.memberId, vendor.code);
      if (!account || account.balance <= 0) continue;
      ledger.transfer({
        fromAccountId: account.id,
        toAccountId: main.id,
        amount: account.balance,
        type: 'WALLET_TRANSFER',
        reference: `${vendor.code}>${mainWallet}`,
        idempotencyKey: `recall:${input.memberId}:${input.key}:${vendor.code}`,
      });
      recalled += account.balance;
    }
    const wallets = merchantWallets(db, ledger, input.merchantCode, input.memberId, input.language);
    return { recalled, balance: wallets[0]?.balance ?? 0, wallets };
  });
}

/**
 * From the member's MAIN wallet to their upline agent's MAIN wallet (members with an agent only). Money still under a
 * turnover (rollover) requirement cannot leave this way: the transfer is refused while the requirement is open, as a
 * withdrawal is — otherwise the agent could withdraw a deposit that was never played through.
 */
export function transferUpline(
  db: Database,
  ledger: Ledger,
  input: { memberId: number; amount: number; remark?: string | undefined; key: string },
) {
  return transaction(db, () => {
    const member = db.prepare('SELECT parent_id FROM members WHERE id = ?').get(input.memberId) as
      { parent_id: number | null } | undefined;
    const upline =
      member?.parent_id != null
        ? (db.prepare('SELECT id, username FROM members WHERE id = ?').get(member.parent_id) as
            { id: number; username: string } | undefined)
        : undefined;
    if (!upline) throw new ApiError(400, errorCodes.noUpline);
    const remaining = remainingTurnover(db, input.memberId);
    if (remaining > 0) {
      throw new ApiError(400, 'wallet.upline.turnover.not.met', {
        params: { remaining },
        value: { remainingTurnover: remaining },
      });
    }
    const from = mainAccount(ledger, input.memberId);
    const to =
      ledger.getAccount(upline.id, mainWallet) ??
      ledger.openAccount(upline.id, mainWallet, { currency: from.currency });
    const result = ledger.transfer({
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: input.amount,
      type: 'UPLINE_TRANSFER',
      reference: input.remark ? `${upline.username}: ${input.remark}`.slice(0, 200) : upline.username,
      idempotencyKey: `tu:${input.memberId}:${input.key}`,
    });
    return {
      transferId: `tu_${result.from.operationId}`,
      upline: upline.username,
      amount: input.amount,
      balance: result.from.balanceAfter,
    };
  });
}

export function walletBalance(ledger: Ledger, memberId: number, currencySymbol: string) {
  const main = mainAccount(ledger, memberId);
  return { balance: main.balance, currency: main.currency, currencySymbol };
}

function pointBalance(db: Database, memberId: number): number {
  const table = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'member_points'")
    .get() as { name: string } | undefined;
  if (!table) return 0;
  try {
    const row = db.prepare('SELECT balance FROM member_points WHERE member_id = ?').get(memberId) as
      { balance: number } | undefined;
    return row?.balance ?? 0;
  } catch {
    return 0;
  }
}

export function consolidatedFunds(db: Database, ledger: Ledger, memberId: number) {
  const accounts = ledger.accounts(memberId);
  const main = mainAccount(ledger, memberId);
  const remaining = remainingTurnover(db, memberId);
  const { pending } = db
    .prepare(
      "SELECT COALESCE(SUM(amount), 0) AS pending FROM withdrawals WHERE member_id = ? AND status IN ('PENDING', 'NOT_RECEIVED')",
    )
    .get(memberId) as { pending: number };
  const withdrawable = remaining > 0 ? 0 : main.balance;
  return {
    currency: main.currency,
    totalBalance: accounts.reduce((sum, account) => sum + account.balance, 0),
    mainBalance: main.balance,
    withdrawableBalance: withdrawable,
    lockedBalance: main.balance - withdrawable,
    pendingWithdrawal: pending,
    pointBalance: pointBalance(db, memberId),
  };
}
