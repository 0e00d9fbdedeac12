import type { z } from 'zod';
import {
  contractOfferDays,
  contractSettingsSchema,
  type AffectedContract,
  type AgentContract,
  type ContractKind,
  type ContractKindSettings,
  type ContractPayer,
  type ContractPeriod,
  type ContractSettings,
  type ContractTier,
  type contractProcessRequestSchema,
} from '../../shared/api/agent.ts';
import { isAgentType } from '../../shared/constants/members.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, fieldsRefused } from '../http/errors.ts';
import { tierProblems } from '../../shared/rules/contract-terms.ts';
import { cadenceOf, periodBounds } from './agent-contract-periods.ts';
import { setContractStatusSource, type ContractStatus } from './agent-team.ts';
import { clock } from './clock.ts';
import { memberById } from './members.ts';
import type { SessionMember } from './sessions.ts';

/**
 * Agent contracts (013-agent-contracts.sql): the model and its changes. A contract joins an agent (upline) and a
 * direct sub-agent (the holder, whom it pays); its terms are versions (agent_contract_terms) and every change is an
 * event (agent_contract_events). States: OFFERED → ACTIVE | REJECTED | EXPIRED | TERMINATED (offer withdrawn);
 * ACTIVE → TERMINATION_REQUESTED → TERMINATED (the other side agrees: at once; else at the end of the period).
 * New terms on an active contract apply from the next period, never to a period in progress. Rates are stored in
 * hundredths of a percent. Settlement lives in agent-contract-settlement.ts.
 */

export type ContractStatusValue = AgentContract['status'];

export type ContractRow = {
  id: number;
  merchant_code: string;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  status: ContractStatusValue;
  termination_by: number | null;
  active_from: string | null;
  ends_at: string | null;
  settled_through: string | null;
  carry_over: number;
  created_at: string;
  updated_at: string;
};

export type TermsRow = {
  contract_id: number;
  version: number;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'WITHDRAWN' | 'EXPIRED';
  rate: number;
  tiers: string;
  period: ContractPeriod | null;
  payer: ContractPayer;
  effective_from: string | null;
  offered_by: number;
  offered_at: string;
  answered_at: string | null;
};

/** Terms as the services use them: rates in hundredths of a percent. */
export type Terms = {
  version: number;
  rate: number;
  tiers: (Omit<ContractTier, 'rate'> & { rate: number })[];
  period: ContractPeriod | null;
  payer: ContractPayer;
};

export const liveStatuses = ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED'] as const;
const liveList = liveStatuses.map((s) => `'${s}'`).join(', ');

/** Percent (two decimals) ⇄ hundredths of a percent. */
export const toHundredths = (percent: number): number => Math.round(percent * 100);
export const toPercent = (hundredths: number): number => hundredths / 100;

export const contractCode = (id: number): string => `c_${id}`;
export function contractIdOf(code: string): number {
  return Number(code.slice(2));
}

// --- The merchant's switches (settings table, key `agent-contracts`; operator API agent-contract-settings)

const settingKey = 'agent-contracts';

export const defaultContractSettings: ContractSettings = {
  DIVIDEND: { enabled: true, payer: 'PLATFORM', maxRate: 50 },
  DAILY_SALARY: { enabled: true, payer: 'PLATFORM', maxRate: 3 },
  HOURLY_SALARY: { enabled: true, payer: 'PLATFORM', maxRate: 3 },
  REALTIME_SALARY: { enabled: true, payer: 'PLATFORM', maxRate: 3 },
};

export function contractSettings(db: Database, merchantCode: string): ContractSettings {
  const row = db
    .prepare('SELECT value FROM settings WHERE merchant_code = ? AND key = ?')
    .get(merchantCode, settingKey) as { value: string } | undefined;
  if (!row) return defaultContractSettings;
  const parsed = contractSettingsSchema.safeParse({
    ...defaultContractSettings,
    ...(JSON.parse(row.value) as object),
  });
  return parsed.success ? parsed.data : defaultContractSettings;
}

export function updateContractSettings(
  db: Database,
  merchantCode: string,
  patch: Partial<Record<ContractKind, Partial<ContractKindSettings>>>,
): ContractSettings {
  const current = contractSettings(db, merchantCode);
  const next = contractSettingsSchema.parse(
    Object.fromEntries(
      Object.entries(current).map(([kind, value]) => [
        kind,
        { ...value, ...(patch[kind as ContractKind] ?? {}) },
      ]),
    ),
  );
  db.prepare(
    'INSERT INTO settings (merchant_code, key, value, updated_at) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  ).run(merchantCode, settingKey, JSON.stringify(next), clock.iso());
  return next;
}

/** 403 `agent.contract.kind.disabled` for a kind the merchant switched off. */
export function requireKindEnabled(
  db: Database,
  merchantCode: string,
  kind: ContractKind,
): ContractKindSettings {
  const settings = contractSettings(db, merchantCode)[kind];
  if (!settings.enabled) throw new ApiError(403, 'agent.contract.kind.disabled');
  return settings;
}

// --- Reading

export function contractById(db: Database, id: number): ContractRow | null {
  return (
    (db.prepare('SELECT * FROM agent_contracts WHERE id = ?').get(id) as ContractRow | undefined) ?? null
  );
}

/** The live contract of a kind held by a member, else its latest one. */
export function heldContract(db: Database, holderId: number, kind: ContractKind): ContractRow | null {
  return (
    (db
      .prepare(
        `SELECT * FROM agent_contracts WHERE downline_id = ? AND kind = ? ` +
          `ORDER BY status IN (${liveList}) DESC, id DESC LIMIT 1`,
      )
      .get(holderId, kind) as ContractRow | undefined) ?? null
  );
}

function liveContract(db: Database, holderId: number, kind: ContractKind): ContractRow | null {
  return (
    (db
      .prepare(`SELECT * FROM agent_contracts WHERE downline_id = ? AND kind = ? AND status IN (${liveList})`)
      .get(holderId, kind) as ContractRow | undefined) ?? null
  );
}

function termsOf(row: TermsRow): Terms {
  return {
    version: row.version,
    rate: row.rate,
    tiers: JSON.parse(row.tiers) as Terms['tiers'],
    period: row.period,
    payer: row.payer,
  };
}

/** The accepted terms in force at an instant (ISO), or null before the contract's first terms apply. */
export function termsInForce(db: Database, contractId: number, at: string): Terms | null {
  const row = db
    .prepare(
      "SELECT * FROM agent_contract_terms WHERE contract_id = ? AND status = 'ACCEPTED' AND effective_from <= ? " +
        'ORDER BY effective_from DESC, version DESC LIMIT 1',
    )
    .get(contractId, at) as TermsRow | undefined;
  return row ? termsOf(row) : null;
}

function latestAccepted(db: Database, contractId: number): Terms | null {
  const row = db
    .prepare(
      "SELECT * FROM agent_contract_terms WHERE contract_id = ? AND status = 'ACCEPTED' ORDER BY version DESC LIMIT 1",
    )
    .get(contractId) as TermsRow | undefined;
  return row ? termsOf(row) : null;
}

export function pendingTerms(db: Database, contractId: number): TermsRow | null {
  return (
    (db
      .prepare("SELECT * FROM agent_contract_terms WHERE contract_id = ? AND status = 'PENDING'")
      .get(contractId) as TermsRow | undefined) ?? null
  );
}

/** The terms a contract shows: in force now, else the latest accepted, else the offered ones. */
export function currentTerms(db: Database, row: ContractRow, now = clock.iso()): Terms {
  const terms = termsInForce(db, row.id, now) ?? latestAccepted(db, row.id);
  if (terms) return terms;
  const pending = pendingTerms(db, row.id);
  if (pending) return termsOf(pending);
  const last = db
    .prepare('SELECT * FROM agent_contract_terms WHERE contract_id = ? ORDER BY version DESC LIMIT 1')
    .get(row.id) as TermsRow;
  return termsOf(last);
}

/** The highest rate the terms can give (base or any tier). */
export function topRate(terms: Pick<Terms, 'rate' | 'tiers'>): number {
  return Math.max(terms.rate, ...terms.tiers.map((tier) => tier.rate));
}

// --- Changes

function logEvent(
  db: Database,
  row: ContractRow,
  event: {
    at: string;
    actorId: number | null;
    action: string;
    to: ContractStatusValue;
    from?: ContractStatusValue | null;
    version?: number | null;
    oldRate?: number | null;
    newRate?: number | null;
  },
): void {
  db.prepare(
    'INSERT INTO agent_contract_events (contract_id, at, actor_id, action, from_status, to_status, version, old_rate, new_rate) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    row.id,
    event.at,
    event.actorId,
    event.action,
    event.from === undefined ? row.status : event.from,
    event.to,
    event.version ?? null,
    event.oldRate ?? null,
    event.newRate ?? null,
  );
}

function setStatus(
  db: Database,
  row: ContractRow,
  status: ContractStatusValue,
  at: string,
  extra: { endsAt?: string | null; activeFrom?: string; terminationBy?: number | null } = {},
): void {
  db.prepare(
    'UPDATE agent_contracts SET status = ?, updated_at = ?, ' +
      'ends_at = CASE WHEN ? THEN ? ELSE ends_at END, ' +
      'active_from = COALESCE(?, active_from), settled_through = COALESCE(settled_through, ?), ' +
      'termination_by = CASE WHEN ? THEN ? ELSE termination_by END WHERE id = ?',
  ).run(
    status,
    at,
    extra.endsAt !== undefined ? 1 : 0,
    extra.endsAt ?? null,
    extra.activeFrom ?? null,
    extra.activeFrom ?? null,
    extra.terminationBy !== undefined ? 1 : 0,
    extra.terminationBy ?? null,
    row.id,
  );
}

/** The end of the period in progress under the contract's terms (where new terms and terminations take effect). */
export function currentPeriodEnd(db: Database, row: ContractRow, nowMs: number): string {
  const terms = currentTerms(db, row, new Date(nowMs).toISOString());
  return new Date(periodBounds(cadenceOf(row.kind, terms.period), nowMs).end).toISOString();
}

/** Ends a contract at once (the other side agreed, an offer withdrawn, the lower-rate rule). */
function terminateNow(
  db: Database,
  row: ContractRow,
  actorId: number | null,
  action: string,
  at: string,
): void {
  // an active contract settles its last, partial period up to now; an offer never started
  const endsAt = row.active_from === null ? null : at;
  setStatus(db, row, 'TERMINATED', at, { endsAt });
  db.prepare(
    "UPDATE agent_contract_terms SET status = 'WITHDRAWN', answered_at = ? WHERE contract_id = ? AND status = 'PENDING'",
  ).run(at, row.id);
  logEvent(db, row, { at, actorId, action, to: 'TERMINATED' });
}

export type ProcessInput = z.output<typeof contractProcessRequestSchema>;

type Party = { row: ContractRow; side: 'UPLINE' | 'DOWNLINE' };

/** The contract the request is about: a direct downline's (the member is its upline) or the member's own. */
function partyContract(
  db: Database,
  agent: SessionMember,
  kind: ContractKind,
  downline: string | undefined,
): Party {
  if (downline) {
    const target = directDownline(db, agent, downline);
    const row = heldContract(db, target.id, kind);
    if (row?.upline_id !== agent.id) throw new ApiError(404, 'agent.contract.not.found');
    return { row, side: 'UPLINE' };
  }
  const row = heldContract(db, agent.id, kind);
  if (!row) throw new ApiError(404, 'agent.contract.not.found');
  return { row, side: 'DOWNLINE' };
}

/** A direct member of the agent's team (403 otherwise, the same answer for an unknown account). */
function directDownline(db: Database, agent: SessionMember, account: string) {
  const found = db
    .prepare(
      'SELECT m.id, m.type, m.username, m.parent_id FROM members m WHERE m.merchant_code = ? AND m.username = ? COLLATE NOCASE',
    )
    .get(agent.merchantCode, account.trim()) as
    { id: number; type: number; username: string; parent_id: number | null } | undefined;
  if (found?.parent_id !== agent.id) throw new ApiError(403, 'agent.contract.direct.only');
  return found;
}

/** The most the agent may offer of a kind (hundredths): its own rate, or the merchant's maximum for a top agent. */
export function offerLimit(
  db: Database,
  agent: { id: number; merchantCode: string },
  kind: ContractKind,
): number | null {
  const max = toHundredths(contractSettings(db, agent.merchantCode)[kind].maxRate);
  const self = memberById(db, agent.id);
  if (self?.parent_id == null) return max;
  const own = liveContract(db, agent.id, kind);
  if (!own || own.status === 'OFFERED') return null;
  const terms = currentTerms(db, own);
  return Math.min(max, topRate(terms));
}

/** Live contracts of the kind below (and held under) the downline whose rate is above `rate`. */
export function affectedByLowerRate(
  db: Database,
  downlineId: number,
  kind: ContractKind,
  rate: number,
): { row: ContractRow; terms: Terms; affected: AffectedContract }[] {
  const rows = db
    .prepare(
      `SELECT c.* FROM agent_contracts c JOIN team_tree t ON t.ancestor_id = ? AND t.member_id = c.upline_id ` +
        `WHERE c.kind = ? AND c.status IN (${liveList}) ORDER BY t.depth, c.id`,
    )
    .all(downlineId, kind) as ContractRow[];
  const result = [];
  for (const row of rows) {
    const terms = currentTerms(db, row);
    if (topRate(terms) <= rate) continue;
    const last = db
      .prepare(
        'SELECT gross FROM agent_contract_bills WHERE contract_id = ? ORDER BY period_start DESC LIMIT 1',
      )
      .get(row.id) as { gross: number } | undefined;
    result.push({
      row,
      terms,
      affected: {
        contractId: contractCode(row.id),
        upline: memberById(db, row.upline_id)?.username ?? '',
        downline: memberById(db, row.downline_id)?.username ?? '',
        rate: toPercent(topRate(terms)),
        lastGross: last?.gross ?? 0,
      },
    });
  }
  return result;
}

function insertTerms(
  db: Database,
  contractId: number,
  version: number,
  terms: Omit<Terms, 'version'>,
  offeredBy: number,
  at: string,
  status: TermsRow['status'] = 'PENDING',
): void {
  db.prepare(
    'INSERT INTO agent_contract_terms (contract_id, version, status, rate, tiers, period, payer, effective_from, ' +
      'offered_by, offered_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)',
  ).run(
    contractId,
    version,
    status,
    terms.rate,
    JSON.stringify(terms.tiers),
    terms.period,
    terms.payer,
    offeredBy,
    at,
  );
}

function nextVersion(db: Database, contractId: number): number {
  const { v } = db
    .prepare('SELECT COALESCE(MAX(version), 0) + 1 AS v FROM agent_contract_terms WHERE contract_id = ?')
    .get(contractId) as { v: number };
  return v;
}

/** An upline offers a contract, or new terms, to a direct sub-agent (the lower-rate rule in the same transaction). */
function requestContract(
  db: Database,
  agent: SessionMember,
  kind: ContractKind,
  settings: ContractKindSettings,
  input: ProcessInput,
  nowMs: number,
): { row: ContractRow; terminated: string[] } {
  if (!input.downline) throw fieldsRefused([{ field: 'downline', code: 'field.required' }]);
  if (input.rate === undefined) throw fieldsRefused([{ field: 'rate', code: 'field.required' }]);
  if (kind === 'DAILY_SALARY' && input.period !== undefined && input.period !== 'D') {
    throw fieldsRefused([{ field: 'period', code: 'agent.contract.period.daily' }]);
  }
  const tierRefusals = tierProblems(input.rate, input.tiers ?? []);
  if (tierRefusals.length > 0) {
    throw fieldsRefused(
      tierRefusals.map((problem) => ({
        field: problem.path.join('.'),
        code: problem.code,
        ...(problem.params ? { params: problem.params } : {}),
      })),
    );
  }
  const target = directDownline(db, agent, input.downline);
  if (!isAgentType(target.type)) throw new ApiError(400, 'agent.contract.downline.not.agent');
  const terms: Omit<Terms, 'version'> = {
    rate: toHundredths(input.rate),
    tiers: (input.tiers ?? [])
      .map((tier) => ({ ...tier, rate: toHundredths(tier.rate) }))
      .sort((a, b) => a.rate - b.rate),
    period: kind === 'DIVIDEND' ? (input.period ?? 'M') : kind === 'DAILY_SALARY' ? 'D' : null,
    payer: settings.payer,
  };
  const limit = offerLimit(db, agent, kind);
  if (limit === null) throw new ApiError(403, 'agent.contract.own.required');
  if (topRate(terms) > limit) {
    // on the field that asks for too much: the base rate, or each tier above the limit
    const above = [
      ...(terms.rate > limit ? ['rate'] : []),
      ...(input.tiers ?? []).flatMap((tier, index) =>
        toHundredths(tier.rate) > limit ? [`tiers.${index}.rate`] : [],
      ),
    ];
    throw fieldsRefused(
      above.map((field) => ({
        field,
        code: 'agent.contract.rate.above.limit',
        params: { max: toPercent(limit) },
      })),
    );
  }
  const at = new Date(nowMs).toISOString();
  return transaction(db, () => {
    const existing = liveContract(db, target.id, kind);
    if (existing && existing.upline_id !== agent.id) throw new ApiError(403, 'agent.contract.direct.only');
    if (existing?.status === 'TERMINATION_REQUESTED') {
      throw new ApiError(409, 'agent.contract.termination.pending', {
        params: { at: existing.ends_at ?? at },
      });
    }
    if (existing) {
      const shown = currentTerms(db, existing, at);
      const pending = pendingTerms(db, existing.id);
      const same =
        !pending &&
        existing.status === 'ACTIVE' &&
        shown.rate === terms.rate &&
        shown.period === terms.period &&
        JSON.stringify(shown.tiers) === JSON.stringify(terms.tiers);
      if (same) throw new ApiError(409, 'agent.contract.same.terms');
    }
    // the lower-rate rule: contracts below the downline paying more than it would get
    const affected = affectedByLowerRate(db, target.id, kind, topRate(terms));
    if (affected.length > 0 && input.agreeTerminateDownlines !== true) {
      throw new ApiError(409, 'agent.contract.lower.rate', {
        params: { count: affected.length, account: target.username },
        value: { affected: affected.map((a) => a.affected) },
      });
    }
    for (const { row } of affected) terminateNow(db, row, agent.id, 'LOWER_RATE_TERMINATE', at);

    let row: ContractRow;
    if (existing) {
      row = existing;
      const pending = pendingTerms(db, row.id);
      if (pending) {
        db.prepare(
          "UPDATE agent_contract_terms SET status = 'WITHDRAWN', answered_at = ? WHERE contract_id = ? AND version = ?",
        ).run(at, row.id, pending.version);
      }
      const version = nextVersion(db, row.id);
      insertTerms(db, row.id, version, terms, agent.id, at);
      db.prepare('UPDATE agent_contracts SET updated_at = ? WHERE id = ?').run(at, row.id);
      const old = currentTerms(db, row, at);
      logEvent(db, row, {
        at,
        actorId: agent.id,
        action: row.status === 'OFFERED' ? 'OFFER_REVISED' : 'CHANGE_OFFERED',
        to: row.status,
        version,
        oldRate: row.status === 'OFFERED' ? (pending?.rate ?? null) : old.rate,
        newRate: terms.rate,
      });
    } else {
      const { id } = db
        .prepare(
          'INSERT INTO agent_contracts (merchant_code, kind, upline_id, downline_id, status, created_at, updated_at) ' +
            "VALUES (?, ?, ?, ?, 'OFFERED', ?, ?) RETURNING id",
        )
        .get(agent.merchantCode, kind, agent.id, target.id, at, at) as { id: number };
      insertTerms(db, id, 1, terms, agent.id, at);
      row = contractById(db, id) as ContractRow;
      logEvent(db, row, {
        at,
        actorId: agent.id,
        action: 'OFFER',
        from: null,
        to: 'OFFERED',
        version: 1,
        newRate: terms.rate,
      });
    }
    return {
      row: contractById(db, row.id) as ContractRow,
      terminated: affected.map((a) => `${a.affected.upline} → ${a.affected.downline}`),
    };
  });
}

function accept(db: Database, party: Party, actorId: number, nowMs: number): void {
  const { row, side } = party;
  const at = new Date(nowMs).toISOString();
  if (row.status === 'TERMINATION_REQUESTED' && row.termination_by !== actorId) {
    terminateNow(db, row, actorId, 'TERMINATION_AGREED', at);
    return;
  }
  const pending = pendingTerms(db, row.id);
  if (side !== 'DOWNLINE' || !pending || !['OFFERED', 'ACTIVE'].includes(row.status)) {
    throw new ApiError(409, 'agent.contract.no.request');
  }
  // a new contract pays from its acceptance; new terms from the next period
  const effectiveFrom = row.status === 'OFFERED' ? at : currentPeriodEnd(db, row, nowMs);
  const old = row.status === 'ACTIVE' ? currentTerms(db, row, at) : null;
  db.prepare(
    "UPDATE agent_contract_terms SET status = 'ACCEPTED', effective_from = ?, answered_at = ? WHERE contract_id = ? AND version = ?",
  ).run(effectiveFrom, at, row.id, pending.version);
  if (row.status === 'OFFERED') {
    setStatus(db, row, 'ACTIVE', at, { activeFrom: at });
  } else {
    db.prepare('UPDATE agent_contracts SET updated_at = ? WHERE id = ?').run(at, row.id);
  }
  logEvent(db, row, {
    at,
    actorId,
    action: row.status === 'OFFERED' ? 'ACCEPT' : 'CHANGE_ACCEPTED',
    to: 'ACTIVE',
    version: pending.version,
    oldRate: old?.rate ?? null,
    newRate: pending.rate,
  });
}

function reject(db: Database, party: Party, actorId: number, nowMs: number): void {
  const { row, side } = party;
  const at = new Date(nowMs).toISOString();
  const pending = pendingTerms(db, row.id);
  if (side !== 'DOWNLINE' || !pending || !['OFFERED', 'ACTIVE'].includes(row.status)) {
    throw new ApiError(409, 'agent.contract.no.request');
  }
  db.prepare(
    "UPDATE agent_contract_terms SET status = 'REJECTED', answered_at = ? WHERE contract_id = ? AND version = ?",
  ).run(at, row.id, pending.version);
  if (row.status === 'OFFERED') {
    setStatus(db, row, 'REJECTED', at);
    logEvent(db, row, { at, actorId, action: 'REJECT', to: 'REJECTED', version: pending.version });
  } else {
    db.prepare('UPDATE agent_contracts SET updated_at = ? WHERE id = ?').run(at, row.id);
    logEvent(db, row, { at, actorId, action: 'CHANGE_REJECTED', to: row.status, version: pending.version });
  }
}

function terminate(db: Database, party: Party, actorId: number, nowMs: number): void {
  const { row, side } = party;
  const at = new Date(nowMs).toISOString();
  switch (row.status) {
    case 'OFFERED':
      // the upline withdraws its offer; the downline's "terminate" of an offer is a rejection
      if (side === 'DOWNLINE') {
        reject(db, party, actorId, nowMs);
        return;
      }
      terminateNow(db, row, actorId, 'OFFER_WITHDRAWN', at);
      return;
    case 'ACTIVE': {
      const endsAt = currentPeriodEnd(db, row, nowMs);
      setStatus(db, row, 'TERMINATION_REQUESTED', at, { endsAt, terminationBy: actorId });
      logEvent(db, row, { at, actorId, action: 'TERMINATION_REQUESTED', to: 'TERMINATION_REQUESTED' });
      return;
    }
    case 'TERMINATION_REQUESTED':
      if (row.termination_by === actorId) {
        throw new ApiError(409, 'agent.contract.termination.pending', { params: { at: row.ends_at ?? at } });
      }
      terminateNow(db, row, actorId, 'TERMINATION_AGREED', at);
      return;
    default:
      throw new ApiError(409, 'agent.contract.no.request');
  }
}

/** One of the four process calls. */
export function processContract(
  db: Database,
  agent: SessionMember,
  kind: ContractKind,
  input: ProcessInput,
  nowMs = clock.now(),
): { row: ContractRow | null; terminated: string[] } {
  const settings = requireKindEnabled(db, agent.merchantCode, kind);
  switch (input.action) {
    case 'Query': {
      if (input.downline) {
        const target = directDownline(db, agent, input.downline);
        const row = heldContract(db, target.id, kind);
        return { row: row?.upline_id === agent.id ? row : null, terminated: [] };
      }
      return { row: heldContract(db, agent.id, kind), terminated: [] };
    }
    case 'Request':
      return requestContract(db, agent, kind, settings, input, nowMs);
    case 'Accept':
    case 'Reject':
    case 'Terminate':
      return transaction(db, () => {
        const party = partyContract(db, agent, kind, input.downline);
        if (input.action === 'Accept') accept(db, party, agent.id, nowMs);
        else if (input.action === 'Reject') reject(db, party, agent.id, nowMs);
        else terminate(db, party, agent.id, nowMs);
        return { row: contractById(db, party.row.id), terminated: [] };
      });
  }
}

// --- The platform's own changes (the settlement job)

/** Offers and pending terms older than the offer window expire; terminations due take effect. */
export function applyContractDeadlines(db: Database, nowMs: number): { expired: number; ended: number } {
  const at = new Date(nowMs).toISOString();
  const cutoff = new Date(nowMs - contractOfferDays * 86_400_000).toISOString();
  return transaction(db, () => {
    let expired = 0;
    const stale = db
      .prepare("SELECT * FROM agent_contract_terms WHERE status = 'PENDING' AND offered_at <= ?")
      .all(cutoff) as TermsRow[];
    for (const terms of stale) {
      db.prepare(
        "UPDATE agent_contract_terms SET status = 'EXPIRED', answered_at = ? WHERE contract_id = ? AND version = ?",
      ).run(at, terms.contract_id, terms.version);
      const row = contractById(db, terms.contract_id) as ContractRow;
      if (row.status === 'OFFERED') {
        setStatus(db, row, 'EXPIRED', at);
        logEvent(db, row, { at, actorId: null, action: 'EXPIRE', to: 'EXPIRED', version: terms.version });
      } else {
        logEvent(db, row, {
          at,
          actorId: null,
          action: 'CHANGE_EXPIRED',
          to: row.status,
          version: terms.version,
        });
      }
      expired++;
    }
    const ending = db
      .prepare("SELECT * FROM agent_contracts WHERE status = 'TERMINATION_REQUESTED' AND ends_at <= ?")
      .all(at) as ContractRow[];
    for (const row of ending) {
      setStatus(db, row, 'TERMINATED', at);
      logEvent(db, row, { at, actorId: null, action: 'TERMINATION_EFFECTIVE', to: 'TERMINATED' });
    }
    return { expired, ended: ending.length };
  });
}

// --- What the team list shows for each downline (agent-team.ts asks)

const statusPriority: ContractStatus[] = [
  'ACTIVE',
  'TERMINATION_REQUESTED',
  'OFFERED',
  'TERMINATED',
  'EXPIRED',
  'REJECTED',
];

export function contractStatuses(db: Database, memberIds: readonly number[]): Map<number, ContractStatus> {
  const result = new Map<number, ContractStatus>();
  if (memberIds.length === 0) return result;
  const rows = db
    .prepare(
      `SELECT downline_id, status FROM agent_contracts WHERE downline_id IN (${memberIds.map(() => '?').join(', ')})`,
    )
    .all(...memberIds) as { downline_id: number; status: ContractStatus }[];
  for (const row of rows) {
    const current = result.get(row.downline_id);
    if (current === undefined || statusPriority.indexOf(row.status) < statusPriority.indexOf(current)) {
      result.set(row.downline_id, row.status);
    }
  }
  return result;
}
setContractStatusSource(contractStatuses);
