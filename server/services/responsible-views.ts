import type {
  HistoryEntry,
  IdentityState,
  ResponsibleOverview,
  ResponsibleStatus,
} from '../../shared/api/responsible.ts';
import { formatCpf, isValidCpf } from '../../shared/rules/cpf.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from './clock.ts';
import { responsibleRules } from './responsible-config.ts';
import { limitStates, limitsInForce, periodBounds, usage } from './responsible-limits.ts';
import { activePause, pausesOf } from './responsible-pauses.ts';
import {
  identityComplete,
  idleMsOf,
  maskCpf,
  memberFacts,
  reachedPlayLimit,
  realityCheckDueAt,
  realityCheckMinutes,
  requirementsOf,
  type MemberFacts,
} from './responsible-play.ts';
import {
  endSession,
  idleExpiresAt,
  netResultSince,
  recentSessions,
  restartRealityCheck,
  sessionPlayedMs,
  sessionRecord,
  currentSession,
  touchSession,
  acknowledgeRisk,
  type SessionRecord,
} from './responsible-sessions.ts';
import { historyEntry } from './responsible-limits.ts';

/** What the player's screens and the game pages read: status, overview, history; and the operator's player view. */

const iso = (ms: number) => new Date(ms).toISOString();

function factsOf(db: Database, memberId: number): MemberFacts {
  const member = memberFacts(db, memberId);
  if (!member) throw new ApiError(401, 'session.invalid');
  return member;
}

function sessionView(
  db: Database,
  record: SessionRecord,
  idleMs: number,
  rules: ReturnType<typeof responsibleRules>,
  now: number,
) {
  const check = realityCheckDueAt(db, rules, record);
  return {
    startedAt: iso(record.started_at),
    idleExpiresAt: iso(idleExpiresAt(record, idleMs)),
    playedSeconds: Math.floor(sessionPlayedMs(record, idleMs, now) / 1000),
    netResult: netResultSince(db, record.member_id, record.started_at),
    realityCheck: check ? { intervalMinutes: check.intervalMinutes, dueAt: iso(check.dueAt) } : null,
  };
}

/**
 * The status of a member's session (`tokenHash`: the session of the call; null: the member's current session, for a
 * game page).
 */
export function responsibleStatus(
  db: Database,
  memberId: number,
  tokenHash: string | null,
  now = clock.now(),
): ResponsibleStatus {
  const member = factsOf(db, memberId);
  const rules = responsibleRules(db, member.merchant_code);
  const idleMs = idleMsOf(rules);
  const record =
    tokenHash === null ? currentSession(db, memberId, idleMs, now) : sessionRecord(db, tokenHash);
  const pause = activePause(db, memberId, now);
  // the tightest deposit limit in force (only the limits the member has: this call is polled)
  const deposit = (rules.limits.enabled ? limitsInForce(db, memberId, now) : [])
    .filter((limit) => limit.kind === 'DEPOSIT')
    .map((limit) => ({
      period: limit.period,
      limit: limit.value,
      remaining: Math.max(0, limit.value - usage(db, memberId, 'DEPOSIT', limit.period, idleMs, now)),
      resetsAt: iso(periodBounds(limit.period, now).end),
    }))
    .sort((a, b) => a.remaining - b.remaining)[0];
  const reached = reachedPlayLimit(db, rules, memberId, { realMoney: true, now });
  return {
    now: iso(now),
    rules: {
      brazilMode: rules.brazilMode,
      limits: rules.limits.enabled,
      realityCheck: rules.realityCheck.enabled,
      pauses: rules.pauses.enabled,
      idleMinutes: rules.session.idleMinutes,
      idleWarningSeconds: rules.session.warningSeconds,
    },
    session: record ? sessionView(db, record, idleMs, rules, now) : null,
    requirements: requirementsOf(db, rules, member, record, now),
    pause,
    playBlock: reached ? { code: reached.code, params: reached.params } : null,
    deposit: deposit ?? null,
  };
}

export function identityState(member: MemberFacts, now = clock.now()): IdentityState {
  const valid = member.id_number !== null && isValidCpf(member.id_number);
  return {
    cpf: valid && member.id_number !== null ? maskCpf(member.id_number) : null,
    birthday: member.birthday,
    complete: identityComplete(member, now),
    locked: valid,
  };
}

export function responsibleOverview(db: Database, memberId: number, now = clock.now()): ResponsibleOverview {
  const member = factsOf(db, memberId);
  const rules = responsibleRules(db, member.merchant_code);
  return {
    rules: {
      brazilMode: rules.brazilMode,
      limits: rules.limits.enabled,
      pauses: rules.pauses.enabled,
      raiseDelayHours: rules.limits.raiseDelayHours,
      cpfRequired: rules.identity.cpfRequired,
    },
    limits: rules.limits.enabled ? limitStates(db, memberId, idleMsOf(rules), now) : [],
    realityCheck: {
      enabled: rules.realityCheck.enabled,
      mandatory: rules.realityCheck.mandatory,
      intervalMinutes: realityCheckMinutes(db, rules, memberId),
      choices: [...new Set([...rules.realityCheck.choices, rules.realityCheck.defaultMinutes])].sort(
        (a, b) => a - b,
      ),
      defaultMinutes: rules.realityCheck.defaultMinutes,
    },
    pause: activePause(db, memberId, now),
    identity: identityState(member, now),
    suggested: { loss: rules.limits.suggestedLoss, time: rules.limits.suggestedTime },
  };
}

type HistoryRow = {
  id: number;
  at: number;
  event: HistoryEntry['event'];
  kind: HistoryEntry['kind'];
  period: HistoryEntry['period'];
  from_value: number | null;
  to_value: number | null;
  pause_kind: HistoryEntry['pauseKind'];
  duration: HistoryEntry['duration'];
  until: number | null;
  actor: HistoryEntry['actor'];
};

function toHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    at: iso(row.at),
    event: row.event,
    kind: row.kind,
    period: row.period,
    from: row.from_value,
    to: row.to_value,
    pauseKind: row.pause_kind,
    duration: row.duration,
    until: row.until === null ? null : iso(row.until),
    actor: row.actor,
  };
}

export function responsibleHistory(
  db: Database,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) {
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM rg_history WHERE member_id = ?').get(memberId) as { n: number }
  ).n;
  const rows = db
    .prepare('SELECT * FROM rg_history WHERE member_id = ? ORDER BY at DESC, id DESC LIMIT ? OFFSET ?')
    .all(memberId, page.pageSize, (page.pageNo - 1) * page.pageSize) as HistoryRow[];
  return {
    content: rows.map(toHistoryEntry),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(total / page.pageSize),
    totalElements: total,
  };
}

/**
 * The player answered the reality check of a session (`tokenHash`, or the member's current session for a game page):
 * CONTINUE counts the next interval from now, STOP ends the session.
 */
export function answerRealityCheck(
  db: Database,
  memberId: number,
  tokenHash: string | null,
  action: 'CONTINUE' | 'STOP',
  now = clock.now(),
) {
  return transaction(db, () => {
    const member = factsOf(db, memberId);
    const rules = responsibleRules(db, member.merchant_code);
    const idleMs = idleMsOf(rules);
    const record =
      tokenHash === null ? currentSession(db, memberId, idleMs, now) : sessionRecord(db, tokenHash);
    if (!record || record.member_id !== memberId) throw new ApiError(401, 'responsible.session.required');
    const playedSeconds = Math.floor(sessionPlayedMs(record, idleMs, now) / 1000);
    const netResult = netResultSince(db, memberId, record.started_at);
    if (action === 'STOP') {
      endSession(db, record.token_hash, 'REALITY_CHECK_STOP', now);
      historyEntry(db, { memberId, at: now, event: 'REALITY_CHECK_STOPPED', actor: 'PLAYER' });
      return { ended: true, playedSeconds, netResult, nextDueAt: null };
    }
    restartRealityCheck(db, record.token_hash, now);
    const minutes = realityCheckMinutes(db, rules, memberId);
    return {
      ended: false,
      playedSeconds,
      netResult,
      nextDueAt: minutes === null ? null : iso(now + minutes * 60_000),
    };
  });
}

/** The answer to the idle warning: activity now on the session. */
export function keepAlive(db: Database, memberId: number, tokenHash: string | null, now = clock.now()) {
  const member = factsOf(db, memberId);
  const idleMs = idleMsOf(responsibleRules(db, member.merchant_code));
  const record =
    tokenHash === null ? currentSession(db, memberId, idleMs, now) : sessionRecord(db, tokenHash);
  if (!record || record.member_id !== memberId) throw new ApiError(401, 'responsible.session.required');
  touchSession(db, record.token_hash, now);
  const fresh = sessionRecord(db, record.token_hash) ?? record;
  return { idleExpiresAt: iso(idleExpiresAt(fresh, idleMs)) };
}

/** The risk warning of this login was read. */
export function acceptRiskWarning(
  db: Database,
  memberId: number,
  tokenHash: string,
  now = clock.now(),
): void {
  const record = sessionRecord(db, tokenHash);
  if (!record || record.member_id !== memberId) throw new ApiError(401, 'session.invalid');
  if (record.risk_ack_at === null) {
    acknowledgeRisk(db, tokenHash, now);
    historyEntry(db, { memberId, at: now, event: 'RISK_WARNING_ACCEPTED', actor: 'PLAYER' });
  }
}

/** The operator's view of one player. */
export function responsiblePlayerView(
  db: Database,
  merchantCode: string,
  username: string,
  now = clock.now(),
) {
  const row = db
    .prepare('SELECT id, username, status, created_at FROM members WHERE merchant_code = ? AND username = ?')
    .get(merchantCode, username) as
    { id: number; username: string; status: string; created_at: string } | undefined;
  if (!row) throw new ApiError(404, 'member.not.found');
  const member = factsOf(db, row.id);
  const rules = responsibleRules(db, merchantCode);
  const idleMs = idleMsOf(rules);
  const history = db
    .prepare('SELECT * FROM rg_history WHERE member_id = ? ORDER BY at DESC, id DESC LIMIT 100')
    .all(row.id) as HistoryRow[];
  return {
    member: {
      id: row.id,
      username: row.username,
      status: row.status,
      registeredAt: new Date(row.created_at).toISOString(),
    },
    cpf: member.id_number === null ? null : formatCpf(member.id_number),
    birthday: member.birthday,
    identityComplete: identityComplete(member, now),
    limits: limitStates(db, row.id, idleMs, now),
    realityCheckMinutes: realityCheckMinutes(db, rules, row.id),
    pause: activePause(db, row.id, now),
    pauses: pausesOf(db, row.id),
    history: history.map(toHistoryEntry),
    sessions: recentSessions(db, row.id, idleMs, 20, now),
  };
}
