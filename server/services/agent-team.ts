import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  agentSettingsSchema,
  teamExportMaxRows,
  type AgentSettings,
  type getTeamMembers,
  type registerAccountRequestSchema,
  type TeamMember,
  type TeamMemberKind,
} from '../../shared/api/agent.ts';
import type { RegisterFieldName } from '../../shared/api/system.ts';
import { issueRefusal } from '../../shared/api/field-refusals.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { agentMemberTypes, isAgentType, playerMemberType } from '../../shared/constants/members.ts';
import { downlineRegisterFields } from '../../shared/rules/agent-register.ts';
import { checkRegistration, registerValue } from '../../shared/rules/register.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, fieldsRefused, type PlatformFieldRefusal } from '../http/errors.ts';
import { accountPolicy, passwordExpiry } from './account-policy.ts';
import { clock } from './clock.ts';
import { mainWallet, type Ledger } from './ledger.ts';
import { isTaken, memberById, type MemberRow } from './members.ts';
import type { Merchant } from './merchants.ts';
import { hashPassword } from './passwords.ts';
import { hasPaymentPassword } from './payment-password.ts';
import type { SessionMember } from './sessions.ts';
import { registerRules } from './system.ts';
import { teamDayOf } from './agent-rollups.ts';

/**
 * The agent's team: who is in it (the closure table team_tree of 010-agent-team.sql, kept by triggers on members),
 * the checks every agent call makes, team management (direct members, search, breadcrumb), downlines registered by
 * the agent, and the merchant's back-office settings.
 */

// --- Settings (settings table, key `agent`; operator API agent-settings)

const settingKey = 'agent';

export function agentSettings(db: Database, merchantCode: string): AgentSettings {
  const row = db
    .prepare('SELECT value FROM settings WHERE merchant_code = ? AND key = ?')
    .get(merchantCode, settingKey) as { value: string } | undefined;
  const parsed = agentSettingsSchema.safeParse(row ? JSON.parse(row.value) : {});
  return parsed.success ? parsed.data : agentSettingsSchema.parse({});
}

export function updateAgentSettings(
  db: Database,
  merchantCode: string,
  patch: Partial<AgentSettings>,
): AgentSettings {
  const next = agentSettingsSchema.parse({ ...agentSettings(db, merchantCode), ...patch });
  db.prepare(
    'INSERT INTO settings (merchant_code, key, value, updated_at) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  ).run(merchantCode, settingKey, JSON.stringify(next), clock.iso());
  return next;
}

// --- Who may ask what

/** Every agent call: the session must be an agent's (a player or trial token: 403). */
export function requireAgent(member: SessionMember | null): SessionMember {
  if (!member) throw new ApiError(401, 'session.invalid');
  if (!isAgentType(member.type)) throw new ApiError(403, 'agent.only');
  return member;
}

export type TeamMemberRef = { row: MemberRow; depth: number };

/**
 * A member of the agent's own team (the agent itself at depth 0) by account name. Anyone else — another team's
 * member, an account that does not exist — is the same 403, so the answer tells nothing about other teams.
 */
export function teamMemberByAccount(
  db: Database,
  agent: SessionMember,
  account: string,
  options: { minDepth?: number } = {},
): TeamMemberRef {
  const found = db
    .prepare(
      'SELECT m.id, t.depth FROM members m JOIN team_tree t ON t.ancestor_id = ? AND t.member_id = m.id ' +
        'WHERE m.merchant_code = ? AND m.username = ? COLLATE NOCASE',
    )
    .get(agent.id, agent.merchantCode, account.trim()) as { id: number; depth: number } | undefined;
  if (!found || found.depth < (options.minDepth ?? 0)) {
    throw new ApiError(403, 'agent.member.outside.team');
  }
  return { row: memberById(db, found.id) as MemberRow, depth: found.depth };
}

/** The member, or the agent itself when no account is named. */
export function scopeOf(db: Database, agent: SessionMember, account: string | undefined): TeamMemberRef {
  if (!account) return { row: memberById(db, agent.id) as MemberRow, depth: 0 };
  return teamMemberByAccount(db, agent, account);
}

export function teamSize(db: Database, memberId: number): { direct: number; total: number } {
  const { direct } = db
    .prepare('SELECT COUNT(*) AS direct FROM members WHERE parent_id = ?')
    .get(memberId) as {
    direct: number;
  };
  const { total } = db
    .prepare('SELECT COUNT(*) AS total FROM team_tree WHERE ancestor_id = ? AND member_id <> ?')
    .get(memberId, memberId) as { total: number };
  return { direct, total };
}

export function memberKindOf(type: number): TeamMemberKind {
  return isAgentType(type) ? 'AGENT' : 'PLAYER';
}

// --- Contract status of downlines (the agent contracts issue plugs its own source in)

export type ContractStatus = TeamMember['contractStatus'];
export type ContractStatusSource = (
  db: Database,
  memberIds: readonly number[],
) => Map<number, ContractStatus>;
let contractStatusSource: ContractStatusSource = () => new Map();

/** The agent contracts issue registers where a downline's contract status comes from. */
export function setContractStatusSource(source: ContractStatusSource): void {
  contractStatusSource = source;
}

// --- Team management

type MemberListRow = {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  upline: string;
  level: number;
  balance: number;
  last_login_at: string | null;
  created_at: string;
};

type ListFilter = Pick<
  z.output<typeof getTeamMembers.request>,
  'parent' | 'search' | 'memberType' | 'sort' | 'order'
>;

const agentTypeList = agentMemberTypes.join(', ');

const orderColumns: Record<ListFilter['sort'], string> = {
  registered: 'm.created_at',
  balance: 'balance',
  lastLogin: 'm.last_login_at',
  account: 'm.username COLLATE NOCASE',
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * FROM + WHERE of a team management view and the level of its rows below the agent: the direct members of the parent
 * (through members_parent_created), or a search of the parent's whole team (its range of team_tree). CROSS JOIN keeps
 * that order: the planner would otherwise walk the agent's whole team.
 */
function listQuery(agentId: number, parent: TeamMemberRef, filter: ListFilter) {
  const args: (string | number)[] = [];
  let sql: string;
  let level: string;
  if (filter.search) {
    sql =
      'FROM team_tree s CROSS JOIN members m ON m.id = s.member_id ' +
      'CROSS JOIN team_tree t ON t.ancestor_id = ? AND t.member_id = m.id JOIN members p ON p.id = m.parent_id ' +
      "WHERE s.ancestor_id = ? AND s.depth > 0 AND (m.username LIKE ? ESCAPE '\\' OR m.nickname LIKE ? ESCAPE '\\')";
    const pattern = likePattern(filter.search);
    args.push(agentId, parent.row.id, pattern, pattern);
    level = 't.depth';
  } else {
    sql = 'FROM members m CROSS JOIN members p ON p.id = m.parent_id WHERE m.parent_id = ?';
    args.push(parent.row.id);
    level = String(parent.depth + 1);
  }
  if (filter.memberType === 'AGENT') sql += ` AND m.type IN (${agentTypeList})`;
  if (filter.memberType === 'PLAYER') sql += ` AND m.type NOT IN (${agentTypeList})`;
  return { sql, args, level };
}

function toTeamMember(db: Database, rows: MemberListRow[]): TeamMember[] {
  const agents = rows.filter((row) => isAgentType(row.type)).map((row) => row.id);
  const sizes = new Map(agents.map((id) => [id, teamSize(db, id)]));
  const contracts = contractStatusSource(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    account: row.username,
    nickname: row.nickname,
    memberType: memberKindOf(row.type),
    type: row.type,
    level: row.level,
    upline: row.upline,
    balance: row.balance,
    lastLoginTime: row.last_login_at,
    registeredTime: row.created_at,
    contractStatus: contracts.get(row.id) ?? 'NONE',
    directCount: sizes.get(row.id)?.direct ?? 0,
    teamSize: sizes.get(row.id)?.total ?? 0,
  }));
}

function selectRows(
  db: Database,
  agentId: number,
  parent: TeamMemberRef,
  filter: ListFilter,
  limit: number,
  offset: number,
): MemberListRow[] {
  const { sql, args, level } = listQuery(agentId, parent, filter);
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  const nulls = filter.sort === 'lastLogin' ? `${orderColumns.lastLogin} IS NULL, ` : '';
  return db
    .prepare(
      `SELECT m.id, m.username, m.nickname, m.type, p.username AS upline, ${level} AS level, ` +
        'COALESCE((SELECT w.balance FROM wallet_accounts w WHERE w.member_id = m.id AND w.wallet_code = ?), 0) AS balance, ' +
        `m.last_login_at, m.created_at ${sql} ORDER BY ${nulls}${orderColumns[filter.sort]} ${direction}, m.id ${direction} ` +
        'LIMIT ? OFFSET ?',
    )
    .all(mainWallet, ...args, limit, offset) as MemberListRow[];
}

function breadcrumbOf(db: Database, agentId: number, parent: TeamMemberRef) {
  return db
    .prepare(
      'SELECT m.username AS account, m.nickname FROM team_tree t JOIN members m ON m.id = t.ancestor_id ' +
        'WHERE t.member_id = ? AND t.depth <= ? ORDER BY t.depth DESC',
    )
    .all(parent.row.id, parent.depth) as { account: string; nickname: string | null }[];
}

export function listTeamMembers(
  db: Database,
  agent: SessionMember,
  filter: ListFilter,
  page: { pageNo: number; pageSize: number },
) {
  const parent = scopeOf(db, agent, filter.parent);
  const { sql, args } = listQuery(agent.id, parent, filter);
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${sql}`).get(...args) as { total: number };
  const rows = selectRows(db, agent.id, parent, filter, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return {
    parent: parent.row.username,
    breadcrumb: breadcrumbOf(db, agent.id, parent),
    page: {
      content: toTeamMember(db, rows),
      pageNum: page.pageNo,
      pageSize: page.pageSize,
      totalPages: Math.ceil(total / page.pageSize),
      totalElements: total,
    },
  };
}

export function exportTeamMembers(db: Database, agent: SessionMember, filter: ListFilter) {
  const parent = scopeOf(db, agent, filter.parent);
  const { sql, args } = listQuery(agent.id, parent, filter);
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${sql}`).get(...args) as { total: number };
  const rows = selectRows(db, agent.id, parent, filter, teamExportMaxRows, 0);
  return {
    parent: parent.row.username,
    rows: toTeamMember(db, rows),
    total,
    truncated: total > rows.length,
  };
}

// --- The agent centre's own facts

export function agentCentre(db: Database, agent: SessionMember, transferredToday: number) {
  const row = memberById(db, agent.id) as MemberRow;
  const upline = row.parent_id === null ? null : memberById(db, row.parent_id);
  const settings = agentSettings(db, agent.merchantCode);
  return {
    account: row.username,
    nickname: row.nickname,
    type: row.type,
    upline: upline?.username ?? null,
    affiliateCode: ensureAffiliateCode(db, row),
    teamSize: teamSize(db, agent.id),
    subAgentsAllowed: settings.subAgentsAllowed,
    transferLimits: {
      min: settings.transferMin,
      max: settings.transferMax,
      dailyMax: settings.transferDailyMax,
      usedToday: transferredToday,
    },
    hasPaymentPassword: hasPaymentPassword(db, agent.id),
  };
}

// --- Invitation (affiliate) codes

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function codeTaken(db: Database, merchantCode: string, code: string): boolean {
  return (
    db
      .prepare(
        'SELECT 1 FROM members WHERE merchant_code = ? AND affiliate_code = ? COLLATE NOCASE ' +
          'UNION ALL SELECT 1 FROM agent_links WHERE merchant_code = ? AND code = ? LIMIT 1',
      )
      .get(merchantCode, code, merchantCode, code) !== undefined
  );
}

/** A fresh invitation code: 8 letters and digits without look-alikes (no O/0, I/1), unused on the merchant. */
export function newInvitationCode(db: Database, merchantCode: string): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < 8; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
    if (!codeTaken(db, merchantCode, code)) return code;
  }
}

/** The agent's affiliate code, given one when it has none yet. */
export function ensureAffiliateCode(db: Database, row: MemberRow): string {
  if (row.affiliate_code) return row.affiliate_code;
  const code = newInvitationCode(db, row.merchant_code);
  db.prepare('UPDATE members SET affiliate_code = ? WHERE id = ? AND affiliate_code IS NULL').run(
    code,
    row.id,
  );
  return (memberById(db, row.id) as MemberRow).affiliate_code ?? code;
}

// --- Register account

export type RegisterDownlineInput = z.output<typeof registerAccountRequestSchema>;

/** The agent type a sub-agent gets: its upline's own agent type. */
export function subAgentType(agent: SessionMember): number {
  return isAgentType(agent.type) ? agent.type : agentMemberTypes[0];
}

/**
 * Opens an account under the agent with the merchant's registration rules (shared/rules/agent-register.ts). The
 * password is the agent's choice, so the member must change it at its first login.
 */
export async function registerDownline(
  ctx: { db: Database; ledger: Ledger; merchant: Merchant; language: Language; clientIp: string },
  agent: SessionMember,
  input: RegisterDownlineInput,
) {
  const { db, merchant } = ctx;
  const now = clock.now();
  if (input.memberType === 'AGENT' && !agentSettings(db, merchant.code).subAgentsAllowed) {
    throw new ApiError(403, 'agent.subagents.not.allowed');
  }
  const rules = registerRules(db, merchant.code);
  const fields = downlineRegisterFields(rules);
  const values = {
    ...(input as Partial<Record<RegisterFieldName, string>>),
    countryDialingCode: input.countryDialingCode ?? '+55',
  };
  const refused: PlatformFieldRefusal[] = [];
  checkRegistration(
    {
      addIssue: (issue) => {
        const field = issue.path.map(String).join('.');
        if (refused.some((found) => found.field === field)) return;
        const { code, params } = issueRefusal(issue);
        refused.push(params ? { field, code, params } : { field, code });
      },
    },
    rules,
    fields,
    values,
    new Date(now),
  );
  const text = (name: RegisterFieldName) => {
    const value = registerValue(name, values[name]);
    return fields.some((field) => field.name === name) && value !== '' ? value : null;
  };
  for (const name of ['username', 'mobileNum', 'email'] as const) {
    const value = text(name);
    if (value && !refused.some((found) => found.field === name) && isTaken(db, merchant.code, name, value)) {
      refused.push({ field: name, code: 'field.taken' });
    }
  }
  if (refused.length > 0) throw fieldsRefused(refused);

  const username = registerValue('username', values.username);
  const passwordHash = await hashPassword(values.password ?? '');
  const type = input.memberType === 'AGENT' ? subAgentType(agent) : playerMemberType;
  const profile = Object.fromEntries(
    (
      ['qqNum', 'recommenderId', 'line', 'whatsapp', 'facebook', 'wechat', 'telegram', 'zalo'] as const
    ).flatMap((name) => {
      const value = text(name);
      return value ? [[name, value]] : [];
    }),
  );
  const policy = accountPolicy(db, merchant.code);
  return transaction(db, () => {
    if (isTaken(db, merchant.code, 'username', username)) {
      throw fieldsRefused([{ field: 'username', code: 'field.taken' }]);
    }
    const at = new Date(now).toISOString();
    const mobile = text('mobileNum');
    const { id } = db
      .prepare(
        'INSERT INTO members (merchant_code, username, password_hash, type, parent_id, nickname, email, mobile_num, ' +
          'country_dialing_code, language, created_at, password_changed_at, payee_name, birthday, id_number, profile, ' +
          'must_change_password, password_expires_at, register_ip) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING id',
      )
      .get(
        merchant.code,
        username,
        passwordHash,
        type,
        agent.id,
        text('nickname'),
        text('email'),
        mobile,
        mobile ? values.countryDialingCode : null,
        ctx.language,
        at,
        at,
        text('payeeName'),
        text('birthday'),
        text('idNumber'),
        JSON.stringify(profile),
        passwordExpiry(policy, now),
        ctx.clientIp,
      ) as { id: number };
    ctx.ledger.openAccount(id, mainWallet, { currency: merchant.config.currency, demo: false });
    db.prepare('INSERT INTO team_members (member_id, registered_by_agent) VALUES (?, 1)').run(id);
    const row = memberById(db, id) as MemberRow;
    const affiliateCode = isAgentType(type) ? ensureAffiliateCode(db, row) : null;
    return {
      account: username,
      memberType: memberKindOf(type),
      type,
      upline: agent.username,
      affiliateCode,
      registeredTime: at,
    };
  });
}

/** The Brasília day of the members' registration times, for the daily chart. */
export function registrationDays(
  db: Database,
  ownerId: number,
  range: { from: string; to: string },
): Map<string, number> {
  const rows = db
    .prepare(
      'SELECT joined_at FROM team_tree WHERE ancestor_id = ? AND joined_at >= ? AND joined_at < ? AND depth > 0',
    )
    .all(ownerId, range.from, range.to) as { joined_at: string }[];
  const days = new Map<string, number>();
  for (const row of rows) {
    const day = teamDayOf(row.joined_at);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  return days;
}
