import type {
  LimitKind,
  LimitPeriod,
  Pause,
  RegistrationChoices,
  ResponsibleConfig,
} from '../../shared/api/responsible.ts';
import type { RefusalParams } from '../../shared/api/refusals.ts';
import { limits as businessLimits } from '../../shared/constants/business.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import { isValidCpf, normalizeCpf } from '../../shared/rules/cpf.ts';
import { isCalendarDate, yearsSince } from '../../shared/time/brasilia.ts';
import type { ErrorCode } from '../../shared/api/errors.ts';
import type { Database } from '../db/database.ts';
import { cachedStatement, transaction } from '../db/database.ts';
import { ApiError, fieldsRefused, type PlatformFieldRefusal } from '../http/errors.ts';
import { clock } from './clock.ts';
import { responsibleRules } from './responsible-config.ts';
import { historyEntry, limitsInForce, netLoss, periodBounds, setLimit, usage } from './responsible-limits.ts';
import { activePause, excludedCpf, pauseRefusal } from './responsible-pauses.ts';

/** What another area does when a member starts a pause (forfeit pending bonuses …); see responsible-pauses.ts. */
export { onPauseStarted, type PauseListener } from './responsible-pauses.ts';
import {
  acknowledgeRisk,
  currentSession,
  touchMemberSessions,
  type SessionRecord,
} from './responsible-sessions.ts';

/**
 * Responsible play: the one place the platform asks whether a merchant's rules allow something. Other areas call
 *
 * - `responsiblePlay(db, merchant)` — the merchant's rules as a small API: `forbids('bonus')` (bonuses granted before
 *   a bet: Brazil mode forbids them), `forbids('credit')`, `mayMarketTo(memberId)` (no marketing during a pause),
 *   `pauseOf(memberId)`;
 * - the gates, called from the services that do the thing (hook points): `assertLoginAllowed` (auth: opening a
 *   session), `assertDepositAllowed` (deposits: creating an order), `assertBetAllowed` (rounds and lottery tickets),
 *   `assertLaunchAllowed` (game launch), `registrationProblems` / `saveRegistrationChoices` /
 *   `acceptRegistrationRiskWarning` (registration).
 *
 * Each gate throws the catalogue refusal a person reads where the rule bites; none of them trusts the client.
 */

export type MemberFacts = {
  id: number;
  merchant_code: string;
  type: number;
  status: string;
  id_number: string | null;
  birthday: string | null;
};

export function memberFacts(db: Database, memberId: number): MemberFacts | null {
  return (
    (cachedStatement(
      db,
      'SELECT id, merchant_code, type, status, id_number, birthday FROM members WHERE id = ?',
    ).get(memberId) as MemberFacts | undefined) ?? null
  );
}

export type ResponsibleFeature = 'bonus' | 'credit';

/** The merchant's responsible-play rules as the other areas consult them. */
export function responsiblePlay(db: Database, merchant: string | { code: string }) {
  const code = typeof merchant === 'string' ? merchant : merchant.code;
  const rules = responsibleRules(db, code);
  return {
    rules,
    brazilMode: rules.brazilMode,
    /**
     * Whether the merchant's rules forbid a feature: 'bonus' = a bonus granted before a bet (sign-up, deposit or any
     * advance bonus; Lei 14.790 art. 29), 'credit' = credit to players (agents lending, play on credit).
     */
    forbids(feature: ResponsibleFeature): boolean {
      return feature === 'bonus' ? rules.forbidden.bonusBeforeBet : rules.forbidden.credit;
    },
    /** No marketing message (SMS, e-mail, inbox, push) reaches a member on a cool-off or self-exclusion. */
    mayMarketTo(memberId: number, now = clock.now()): boolean {
      return activePause(db, memberId, now) === null;
    },
    /** The cool-off or self-exclusion in force, or null. */
    pauseOf(memberId: number, now = clock.now()): Pause | null {
      return activePause(db, memberId, now);
    },
  };
}

export function idleMsOf(rules: ResponsibleConfig): number {
  return rules.session.idleMinutes * 60_000;
}

// --- Identity ------------------------------------------------------------------------------------------------------

function isAdult(birthday: string | null, now: number): boolean {
  return (
    birthday !== null && isCalendarDate(birthday) && yearsSince(birthday, now) >= businessLimits.minimumAge
  );
}

/** A valid CPF and the birth date of an adult on file. */
export function identityComplete(
  member: Pick<MemberFacts, 'id_number' | 'birthday'>,
  now = clock.now(),
): boolean {
  return member.id_number !== null && isValidCpf(member.id_number) && isAdult(member.birthday, now);
}

/** `***.456.789-**` */
export function maskCpf(cpf: string): string {
  const digits = normalizeCpf(cpf);
  return digits === null ? '***' : `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** Another member of the merchant already holds this CPF (11 digits). */
export function cpfTaken(db: Database, merchantCode: string, cpf: string, exceptMemberId = 0): boolean {
  const row = cachedStatement(
    db,
    'SELECT 1 AS taken FROM members WHERE merchant_code = ? AND id_number = ? AND id <> ? LIMIT 1',
  ).get(merchantCode, cpf, exceptMemberId) as { taken: number } | undefined;
  return row !== undefined;
}

/** The problems of a CPF and birth date someone wants on file (registration, identity call), per field. */
function identityProblems(
  db: Database,
  merchantCode: string,
  rules: ResponsibleConfig,
  input: { cpf: string | undefined; birthday: string | undefined; exceptMemberId?: number },
  now: number,
  fieldNames: { cpf: string; birthday: string },
): PlatformFieldRefusal[] {
  const problems: PlatformFieldRefusal[] = [];
  const cpf = input.cpf === undefined || input.cpf === '' ? null : normalizeCpf(input.cpf);
  if (input.cpf !== undefined && input.cpf !== '') {
    if (cpf === null || !isValidCpf(cpf)) problems.push({ field: fieldNames.cpf, code: 'field.cpf' });
    else if (excludedCpf(db, merchantCode, cpf, now))
      problems.push({ field: fieldNames.cpf, code: 'field.cpf.blocked' });
    else if (rules.identity.cpfRequired && cpfTaken(db, merchantCode, cpf, input.exceptMemberId)) {
      problems.push({ field: fieldNames.cpf, code: 'field.cpf.taken' });
    }
  } else if (rules.identity.cpfRequired) {
    problems.push({ field: fieldNames.cpf, code: 'field.required' });
  }
  if (input.birthday !== undefined && input.birthday !== '') {
    if (!isAdult(input.birthday, now)) problems.push({ field: fieldNames.birthday, code: 'field.age' });
  } else if (rules.identity.cpfRequired) {
    problems.push({ field: fieldNames.birthday, code: 'field.required' });
  }
  return problems;
}

/**
 * Records the CPF and birth date of a member who has no valid CPF on file (the identity step before the first deposit
 * or bet). A confirmed CPF cannot be replaced here (409 `responsible.identity.locked`, customer service changes it).
 */
export function confirmIdentity(
  db: Database,
  memberId: number,
  input: { cpf: string; birthday: string },
  now = clock.now(),
): MemberFacts {
  return transaction(db, () => {
    const member = memberFacts(db, memberId);
    if (!member) throw new ApiError(401, 'session.invalid');
    const rules = responsibleRules(db, member.merchant_code);
    const cpf = normalizeCpf(input.cpf);
    if (member.id_number !== null && isValidCpf(member.id_number)) {
      const sameCpf = cpf === member.id_number;
      const sameBirthday = member.birthday === null || member.birthday === input.birthday;
      if (!sameCpf || !sameBirthday) throw new ApiError(409, 'responsible.identity.locked');
    }
    const problems = identityProblems(
      db,
      member.merchant_code,
      { ...rules, identity: { cpfRequired: true } },
      { cpf: input.cpf, birthday: input.birthday, exceptMemberId: memberId },
      now,
      { cpf: 'cpf', birthday: 'birthday' },
    );
    if (problems.length > 0) throw fieldsRefused(problems);
    cachedStatement(db, 'UPDATE members SET id_number = ?, birthday = ? WHERE id = ?').run(
      cpf,
      input.birthday,
      memberId,
    );
    cachedStatement(
      db,
      'INSERT INTO rg_members (member_id, identity_confirmed_at) VALUES (?, ?) ' +
        'ON CONFLICT (member_id) DO UPDATE SET identity_confirmed_at = COALESCE(identity_confirmed_at, excluded.identity_confirmed_at)',
    ).run(memberId, now);
    historyEntry(db, { memberId, at: now, event: 'IDENTITY_CONFIRMED', actor: 'PLAYER' });
    return memberFacts(db, memberId) as MemberFacts;
  });
}

// --- Registration --------------------------------------------------------------------------------------------------

/** What the registration form must ask (the `responsible.registrationRules` call). */
export function registrationRules(db: Database, merchantCode: string) {
  const rules = responsibleRules(db, merchantCode);
  return {
    brazilMode: rules.brazilMode,
    askLimits: rules.limits.enabled && rules.limits.askAtRegistration,
    riskWarning: rules.riskWarning.atLogin,
    cpfRequired: rules.identity.cpfRequired,
    suggested: { loss: rules.limits.suggestedLoss, time: rules.limits.suggestedTime },
  };
}

/**
 * The registration's problems under the merchant's rules, per field: CPF and birth date required where the identity
 * rule is on, a CPF held by another account (identity rule) or self-excluded (always), the loss and time limits and the
 * risk warning where the merchant asks for them. `values` are the registration's (CPF as digits).
 */
export function registrationProblems(
  db: Database,
  merchantCode: string,
  values: { idNumber?: string | undefined; birthday?: string | undefined },
  choices: RegistrationChoices | undefined,
  now = clock.now(),
): PlatformFieldRefusal[] {
  const rules = responsibleRules(db, merchantCode);
  const problems = identityProblems(
    db,
    merchantCode,
    rules,
    { cpf: values.idNumber, birthday: values.birthday },
    now,
    { cpf: 'idNumber', birthday: 'birthday' },
  ).filter((problem) => problem.code !== 'field.cpf' && problem.code !== 'field.age'); // worded by the form rules
  if (rules.limits.enabled && rules.limits.askAtRegistration && !choices) {
    problems.push(
      { field: 'responsible.lossLimit.value', code: 'field.required' },
      { field: 'responsible.timeLimit.value', code: 'field.required' },
    );
  }
  if (rules.riskWarning.atLogin && !choices?.riskWarningAccepted) {
    problems.push({ field: 'responsible.riskWarningAccepted', code: 'field.risk.warning' });
  }
  return problems;
}

/**
 * Inside the registration's transaction, once the member exists: the CPF checked again (two registrations racing
 * with one CPF), the identity recorded as confirmed, the loss and time limits chosen at sign-up set.
 */
export function saveRegistrationChoices(
  db: Database,
  merchantCode: string,
  memberId: number,
  choices: RegistrationChoices | undefined,
  now = clock.now(),
): void {
  const rules = responsibleRules(db, merchantCode);
  const member = memberFacts(db, memberId);
  if (!member) return;
  if (member.id_number !== null && isValidCpf(member.id_number)) {
    if (rules.identity.cpfRequired && cpfTaken(db, merchantCode, member.id_number, memberId)) {
      throw fieldsRefused([{ field: 'idNumber', code: 'field.cpf.taken' }]);
    }
    cachedStatement(
      db,
      'INSERT OR IGNORE INTO rg_members (member_id, identity_confirmed_at) VALUES (?, ?)',
    ).run(memberId, now);
  }
  if (choices && rules.limits.enabled) {
    const options = {
      actor: 'REGISTRATION' as const,
      delayMs: 0,
      mandatory: false,
      idleMs: idleMsOf(rules),
      now,
    };
    if (choices.lossLimit) {
      setLimit(db, memberId, 'LOSS', choices.lossLimit.period, choices.lossLimit.value, options);
    }
    if (choices.timeLimit) {
      setLimit(db, memberId, 'TIME', choices.timeLimit.period, choices.timeLimit.value, options);
    }
  }
}

/** After the registration's session opened: the risk warning ticked on the form counts for that first login. */
export function acceptRegistrationRiskWarning(
  db: Database,
  tokenHash: string,
  choices: RegistrationChoices | undefined,
  now = clock.now(),
): void {
  if (choices?.riskWarningAccepted) acknowledgeRisk(db, tokenHash, now);
}

// --- Reality checks ------------------------------------------------------------------------------------------------

/** The member's reality-check interval in minutes, or null when there is none. */
export function realityCheckMinutes(db: Database, rules: ResponsibleConfig, memberId: number): number | null {
  if (!rules.realityCheck.enabled) return null;
  const row = cachedStatement(db, 'SELECT reality_check_minutes FROM rg_members WHERE member_id = ?').get(
    memberId,
  ) as { reality_check_minutes: number | null } | undefined;
  const chosen = row?.reality_check_minutes ?? null;
  if (chosen === null || chosen === 0)
    return rules.realityCheck.mandatory ? rules.realityCheck.defaultMinutes : null;
  return chosen;
}

/** When the session's next reality check falls due, or null. */
export function realityCheckDueAt(
  db: Database,
  rules: ResponsibleConfig,
  session: SessionRecord,
): { intervalMinutes: number; dueAt: number } | null {
  const minutes = realityCheckMinutes(db, rules, session.member_id);
  return minutes === null
    ? null
    : { intervalMinutes: minutes, dueAt: session.check_from_at + minutes * 60_000 };
}

/** Chooses the interval (null: off, where the merchant does not make it mandatory). */
export function setRealityCheckMinutes(
  db: Database,
  memberId: number,
  minutes: number | null,
  now = clock.now(),
): number | null {
  return transaction(db, () => {
    const member = memberFacts(db, memberId);
    if (!member) throw new ApiError(401, 'session.invalid');
    const rules = responsibleRules(db, member.merchant_code);
    if (!rules.realityCheck.enabled) throw new ApiError(403, 'responsible.reality.check.disabled');
    if (minutes === null && rules.realityCheck.mandatory) {
      throw new ApiError(400, 'responsible.reality.check.mandatory');
    }
    if (
      minutes !== null &&
      !rules.realityCheck.choices.includes(minutes) &&
      minutes !== rules.realityCheck.defaultMinutes
    ) {
      throw new ApiError(400, 'responsible.reality.check.interval');
    }
    const before = realityCheckMinutes(db, rules, memberId);
    cachedStatement(
      db,
      'INSERT INTO rg_members (member_id, reality_check_minutes) VALUES (?, ?) ' +
        'ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes',
    ).run(memberId, minutes ?? 0);
    const after = realityCheckMinutes(db, rules, memberId);
    if (before !== after) {
      historyEntry(db, {
        memberId,
        at: now,
        event: 'REALITY_CHECK_SET',
        actor: 'PLAYER',
        from: before,
        to: after,
      });
    }
    return after;
  });
}

// --- What is still required before real-money play -----------------------------------------------------------------

export type Requirements = { riskWarning: boolean; identity: boolean; limits: boolean };

/** What the member still has to do before a deposit or a real-money bet (trial accounts play demo money only). */
export function requirementsOf(
  db: Database,
  rules: ResponsibleConfig,
  member: MemberFacts,
  session: SessionRecord | null,
  now = clock.now(),
): Requirements {
  if (isTrialType(member.type)) return { riskWarning: false, identity: false, limits: false };
  const inForce =
    rules.limits.enabled && rules.limits.askAtRegistration ? limitsInForce(db, member.id, now) : [];
  const has = (kind: LimitKind) => inForce.some((limit) => limit.kind === kind);
  return {
    riskWarning: rules.riskWarning.atLogin && session !== null && session.risk_ack_at === null,
    identity: rules.identity.cpfRequired && !identityComplete(member, now),
    limits: rules.limits.enabled && rules.limits.askAtRegistration && !(has('LOSS') && has('TIME')),
  };
}

function assertRequirements(requirements: Requirements): void {
  if (requirements.riskWarning) throw new ApiError(403, 'responsible.risk.warning.pending');
  if (requirements.identity) throw new ApiError(403, 'responsible.identity.required');
  if (requirements.limits) throw new ApiError(403, 'responsible.limits.required');
}

const periodKey = { DAY: 'day', WEEK: 'week', MONTH: 'month' } as const satisfies Record<LimitPeriod, string>;

/** The time or bet-count limit the member has reached now (play refused until the period ends), or null. */
export function reachedPlayLimit(
  db: Database,
  rules: ResponsibleConfig,
  memberId: number,
  options: { realMoney: boolean; now?: number },
): { code: ErrorCode; params: RefusalParams } | null {
  if (!rules.limits.enabled) return null;
  const now = options.now ?? clock.now();
  const idleMs = idleMsOf(rules);
  for (const limit of limitsInForce(db, memberId, now)) {
    if (limit.kind !== 'TIME' && !(limit.kind === 'BETS' && options.realMoney)) continue;
    const used = usage(db, memberId, limit.kind, limit.period, idleMs, now);
    if (used < limit.value) continue;
    const resumesAt = new Date(periodBounds(limit.period, now).end).toISOString();
    const code: ErrorCode =
      limit.kind === 'TIME'
        ? `responsible.time.limit.${periodKey[limit.period]}`
        : `responsible.bets.limit.${periodKey[limit.period]}`;
    return { code, params: { limit: limit.value, resumesAt } };
  }
  return null;
}

// --- The gates (hook points in the services of other areas) ------------------------------------------------------

/** Opening a session (every login path): a self-excluded member is refused with the end date. */
export function assertLoginAllowed(db: Database, memberId: number, now = clock.now()): void {
  const pause = activePause(db, memberId, now);
  if (pause?.kind === 'SELF_EXCLUSION') throw pauseRefusal(pause);
}

/** Launching a game: paused, requirements (real money), time or bet-count limit reached. */
export function assertLaunchAllowed(
  db: Database,
  memberId: number,
  realMoney: boolean,
  now = clock.now(),
): void {
  const member = memberFacts(db, memberId);
  if (!member) return;
  const rules = responsibleRules(db, member.merchant_code);
  const pause = activePause(db, memberId, now);
  if (pause) throw pauseRefusal(pause);
  if (realMoney) {
    const session = currentSession(db, memberId, idleMsOf(rules), now);
    assertRequirements(requirementsOf(db, rules, member, session, now));
  }
  const reached = reachedPlayLimit(db, rules, memberId, { realMoney, now });
  if (reached) throw new ApiError(403, reached.code, { params: reached.params });
}

/**
 * Creating a deposit order: paused, requirements, and the deposit limits — orders paid or still payable in the period
 * count, so the one that would pass a limit is refused with what is left (`value`: period, limit, remaining).
 */
export function assertDepositAllowed(
  db: Database,
  memberId: number,
  amount: number,
  now = clock.now(),
): void {
  const member = memberFacts(db, memberId);
  if (!member) return;
  const rules = responsibleRules(db, member.merchant_code);
  const pause = activePause(db, memberId, now);
  if (pause) throw pauseRefusal(pause);
  const idleMs = idleMsOf(rules);
  assertRequirements(requirementsOf(db, rules, member, currentSession(db, memberId, idleMs, now), now));
  if (!rules.limits.enabled) return;
  let tightest: { period: LimitPeriod; limit: number; remaining: number } | null = null;
  for (const limit of limitsInForce(db, memberId, now)) {
    if (limit.kind !== 'DEPOSIT') continue;
    const remaining = Math.max(0, limit.value - usage(db, memberId, 'DEPOSIT', limit.period, idleMs, now));
    if (amount > remaining && (tightest === null || remaining < tightest.remaining)) {
      tightest = { period: limit.period, limit: limit.value, remaining };
    }
  }
  if (tightest) {
    throw new ApiError(400, `responsible.deposit.limit.${periodKey[tightest.period]}`, {
      params: { limit: tightest.limit, remaining: tightest.remaining },
      value: tightest,
    });
  }
}

/**
 * A bet (a round or a lottery ticket), inside its transaction before the stake moves: paused; in Brazil mode a live
 * login session (the game window stops with the site's session); requirements (real money); a reality check due;
 * time limit; then for real money the loss limit on the net result (the stake must fit in what is left) and the
 * bet count. A bet that passes counts as activity on the member's sessions.
 */
export function assertBetAllowed(
  db: Database,
  memberId: number,
  bet: { stake: number; demo: boolean },
  now = clock.now(),
): void {
  const member = memberFacts(db, memberId);
  if (!member) return;
  const rules = responsibleRules(db, member.merchant_code);
  const idleMs = idleMsOf(rules);
  const pause = activePause(db, memberId, now);
  if (pause) throw pauseRefusal(pause);
  const session = currentSession(db, memberId, idleMs, now);
  if (rules.brazilMode && !session && !isTrialType(member.type)) {
    throw new ApiError(401, 'responsible.session.required');
  }
  if (!bet.demo) assertRequirements(requirementsOf(db, rules, member, session, now));
  if (session) {
    const check = realityCheckDueAt(db, rules, session);
    if (check && check.dueAt <= now) throw new ApiError(409, 'responsible.reality.check.due');
  }
  const reached = reachedPlayLimit(db, rules, memberId, { realMoney: !bet.demo, now });
  if (reached) throw new ApiError(403, reached.code, { params: reached.params });
  if (!bet.demo && rules.limits.enabled) {
    for (const limit of limitsInForce(db, memberId, now)) {
      if (limit.kind !== 'LOSS') continue;
      const { start, end } = periodBounds(limit.period, now);
      const net = netLoss(db, memberId, new Date(start).toISOString(), new Date(end).toISOString());
      if (net + bet.stake > limit.value) {
        throw new ApiError(403, `responsible.loss.limit.${periodKey[limit.period]}`, {
          params: { limit: limit.value, remaining: Math.max(0, limit.value - net) },
        });
      }
    }
  }
  touchMemberSessions(db, memberId, idleMs, now);
}

/**
 * Where the identity rule is on (Brazil mode), the registration form asks for the CPF and the birth date: the
 * merchant's register rules for both become shown and required (created with the usual patterns when missing).
 */
export function applyBrazilModeRegisterRules(db: Database, merchantCode: string): void {
  const next = cachedStatement(
    db,
    'SELECT COALESCE(MAX(sort_order), 0) + 1 AS n FROM register_rules WHERE merchant_code = ?',
  ).get(merchantCode) as { n: number };
  const upsert = cachedStatement(
    db,
    'INSERT INTO register_rules (merchant_code, field, enabled, required, accepted_pattern, min_length, max_length, ' +
      'pattern_id, sort_order) VALUES (?, ?, 1, 1, ?, ?, ?, ?, ?) ' +
      'ON CONFLICT (merchant_code, field) DO UPDATE SET enabled = 1, required = 1',
  );
  upsert.run(merchantCode, 'idNumber', '^[0-9]+$', 11, 11, 6, next.n);
  upsert.run(merchantCode, 'birthday', '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 10, 10, 11, next.n + 1);
}
