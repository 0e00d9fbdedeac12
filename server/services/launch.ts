import { randomBytes } from 'node:crypto';
import type { Language } from '../../shared/constants/i18n.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { catalogueOf, isUnderMaintenance, type GameRow } from './catalogue.ts';
import { mainWallet, type Ledger, type WalletAccount } from './ledger.ts';
import { recordRecent } from './recent.ts';
import { hashToken, resolveSessionByHash, type SessionMember } from './sessions.ts';
import { clock } from './clock.ts';
import { assertLaunchAllowed } from './responsible-play.ts';

/**
 * Game launch. A launch answers a platform game page address carrying a short-lived, single-use launch token bound
 * to the member, the game and the wallet. Opening the page uses the token up and starts a play session (the page's
 * API credential); the member's own session token never reaches the game page. Both the link and the play session
 * belong to the member session that launched the game (its token digest): when that session ends — logout, a
 * password change, expiry — an unused link no longer opens and the game's rounds stop moving money. A round counts
 * as activity of that member session.
 */
export const launchTokenTtlMs = 2 * 60 * 1000;
export const playSessionTtlMs = 6 * 60 * 60 * 1000;
/** Free-play wallet of real members (accountType 0) and its demo grant. */
export const freePlayWallet = 'FREEPLAY';
export const freePlayGrantCents = 200_000;

export type LaunchResult = { token: string; game: GameRow; url: string };

/** The failure of a launch of a game under maintenance; its `value` carries recommended games. */
export function gameMaintenanceError(game: GameRow, language: Language, db: Database): ApiError {
  return new ApiError(409, errorCodes.gameMaintenance, {
    value: { recommendations: catalogueOf(db).recommendations(game, language) },
  });
}

/** The wallet a launch plays with: trial members their (demo) MAIN wallet; others MAIN or, for accountType 0, FREEPLAY. */
export function walletForLaunch(ledger: Ledger, member: SessionMember, accountType: 0 | 1): WalletAccount {
  if (isTrialType(member.type)) {
    const account =
      ledger.getAccount(member.id, mainWallet) ?? ledger.openAccount(member.id, mainWallet, { demo: true });
    if (!account.demo) throw new ApiError(403, 'game.trial.demo.only');
    return account;
  }
  if (accountType === 1) {
    const account = ledger.getAccount(member.id, mainWallet) ?? ledger.openAccount(member.id, mainWallet);
    return account;
  }
  const account = ledger.openAccount(member.id, freePlayWallet, { demo: true });
  if (account.balance === 0) {
    ledger.credit({
      accountId: account.id,
      amount: freePlayGrantCents,
      type: 'DEMO_GRANT',
      reference: 'free play',
      idempotencyKey: `freeplay:${member.id}:grant`,
    });
    return { ...account, balance: freePlayGrantCents };
  }
  return account;
}

export function issueLaunch(
  db: Database,
  ledger: Ledger,
  input: {
    member: SessionMember;
    game: GameRow;
    accountType: 0 | 1;
    language: Language;
    origin: string;
    roomId?: string | null;
    /** a PVP room's minimum balance to enter (cents) */
    minBalance?: number;
    /** sha256 of the member session token that asks for the launch (`hashToken`): the game lives as long as it */
    memberSessionHash: string;
    now?: number;
  },
): LaunchResult {
  const { member, game } = input;
  if (isUnderMaintenance(game)) throw gameMaintenanceError(game, input.language, db);
  const now = input.now ?? clock.now();
  // responsible play: pauses, what is required before real-money play, time and bet-count limits
  assertLaunchAllowed(db, member.id, input.accountType === 1 && !isTrialType(member.type), now);
  return transaction(db, () => {
    const account = walletForLaunch(ledger, member, input.accountType);
    if (input.minBalance !== undefined && account.balance < input.minBalance) {
      throw new ApiError(400, errorCodes.insufficientBalance, { value: { minBalance: input.minBalance } });
    }
    const token = randomBytes(24).toString('base64url');
    db.prepare('DELETE FROM launch_tokens WHERE expires_at < ?').run(now - launchTokenTtlMs);
    db.prepare(
      'INSERT INTO launch_tokens (token_hash, member_id, node_id, account_id, room_id, language, expires_at, ' +
        'member_session_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      hashToken(token),
      member.id,
      game.node_id,
      account.id,
      input.roomId ?? null,
      input.language,
      now + launchTokenTtlMs,
      input.memberSessionHash,
    );
    recordRecent(db, member.id, game.node_id, new Date(now));
    const url = new URL(`/play/${encodeURIComponent(game.game_code)}`, input.origin);
    url.searchParams.set('launch', token);
    url.searchParams.set('lang', input.language);
    return { token, game, url: url.toString() };
  });
}

export type PlaySession = {
  memberId: number;
  /** the member's merchant (maintenance and region restriction apply to the game pages too) */
  merchantCode: string;
  nodeId: number;
  accountId: number;
  roomId: string | null;
  language: string;
  expiresAt: number;
};

type LaunchRow = {
  member_id: number;
  node_id: number;
  account_id: number;
  room_id: string | null;
  language: string;
  expires_at: number;
  used_at: number | null;
  member_session_hash: string | null;
};

/**
 * Uses a launch token up: it must exist, be unused, unexpired, for this game and (when the opener is logged in
 * on the platform) for this member. Answers the new play session's token.
 */
export function redeemLaunchToken(
  db: Database,
  input: { token: string; gameCode: string; memberId?: number | null; now?: number },
): { sessionToken: string; session: PlaySession } {
  const now = input.now ?? clock.now();
  if (!input.token || input.token.length > 200) {
    throw new ApiError(401, 'game.link.invalid');
  }
  return transaction(db, () => {
    const tokenHash = hashToken(input.token);
    const row = db
      .prepare(
        'SELECT l.*, m.merchant_code FROM launch_tokens l JOIN members m ON m.id = l.member_id WHERE l.token_hash = ?',
      )
      .get(tokenHash) as (LaunchRow & { merchant_code: string }) | undefined;
    if (!row) throw new ApiError(401, 'game.link.invalid');
    if (row.used_at !== null) {
      throw new ApiError(401, 'game.link.used');
    }
    if (row.expires_at <= now) {
      throw new ApiError(401, 'game.link.expired');
    }
    const game = db.prepare('SELECT game_code FROM games WHERE node_id = ?').get(row.node_id) as
      { game_code: string } | undefined;
    if (game?.game_code !== input.gameCode) {
      throw new ApiError(401, 'game.link.other.game');
    }
    if (input.memberId !== undefined && input.memberId !== null && input.memberId !== row.member_id) {
      throw new ApiError(403, 'game.link.other.member');
    }
    if (row.member_session_hash === null || !resolveSessionByHash(db, row.member_session_hash, now)) {
      throw new ApiError(401, 'game.link.logged.out');
    }
    db.prepare('UPDATE launch_tokens SET used_at = ? WHERE token_hash = ?').run(now, tokenHash);
    const sessionToken = randomBytes(32).toString('base64url');
    const session: PlaySession = {
      memberId: row.member_id,
      merchantCode: row.merchant_code,
      nodeId: row.node_id,
      accountId: row.account_id,
      roomId: row.room_id,
      language: row.language,
      expiresAt: now + playSessionTtlMs,
    };
    db.prepare('DELETE FROM play_sessions WHERE expires_at < ?').run(now);
    db.prepare(
      'INSERT INTO play_sessions (session_hash, member_id, node_id, account_id, room_id, language, created_at, ' +
        'expires_at, member_session_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      hashToken(sessionToken),
      row.member_id,
      row.node_id,
      row.account_id,
      row.room_id,
      row.language,
      now,
      session.expiresAt,
      row.member_session_hash,
    );
    return { sessionToken, session };
  });
}

/**
 * The play session behind a game page's credential. Null when unknown or expired; throws 401
 * `game.session.logged.out` when the member session that launched the game has ended (logout, password change,
 * expiry), so the page can say why.
 */
export function resolvePlaySession(
  db: Database,
  token: string | undefined,
  now = clock.now(),
): PlaySession | null {
  if (!token || token.length > 200) return null;
  const row = db
    .prepare(
      'SELECT p.member_id, p.node_id, p.account_id, p.room_id, p.language, p.expires_at, p.member_session_hash, ' +
        "m.merchant_code FROM play_sessions p JOIN members m ON m.id = p.member_id WHERE p.session_hash = ? AND m.status = 'ACTIVE'",
    )
    .get(hashToken(token)) as (Omit<LaunchRow, 'used_at'> & { merchant_code: string }) | undefined;
  if (!row || row.expires_at <= now) return null;
  const memberSession =
    row.member_session_hash === null ? null : resolveSessionByHash(db, row.member_session_hash, now);
  if (memberSession?.id !== row.member_id) {
    db.prepare('DELETE FROM play_sessions WHERE session_hash = ?').run(hashToken(token));
    throw new ApiError(401, 'game.session.logged.out');
  }
  return {
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    nodeId: row.node_id,
    accountId: row.account_id,
    roomId: row.room_id,
    language: row.language,
    expiresAt: row.expires_at,
  };
}

/**
 * Ends every game of a member at once, used or not (a password change: a stolen session's games end too). The rows
 * lose their member session, so the page can still say why it stopped.
 */
export function endMemberGames(db: Database, memberId: number): void {
  db.prepare('UPDATE play_sessions SET member_session_hash = NULL WHERE member_id = ?').run(memberId);
  db.prepare(
    'UPDATE launch_tokens SET member_session_hash = NULL WHERE member_id = ? AND used_at IS NULL',
  ).run(memberId);
}

/** The wallet a play session plays with and its member's merchant (the game page and its state call), or null. */
export function playWallet(
  db: Database,
  session: PlaySession,
): { balance: number; demo: boolean; currency: string; merchantCode: string } | null {
  const row = db
    .prepare(
      'SELECT a.balance, a.demo, a.currency, m.merchant_code FROM wallet_accounts a ' +
        'JOIN members m ON m.id = a.member_id WHERE a.id = ?',
    )
    .get(session.accountId) as
    { balance: number; demo: number; currency: string; merchant_code: string } | undefined;
  return row
    ? { balance: row.balance, demo: row.demo === 1, currency: row.currency, merchantCode: row.merchant_code }
    : null;
}
