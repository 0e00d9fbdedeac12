import { maxReferralLinks, type TeamMemberKind } from '../../shared/api/agent.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { isAgentType, playerMemberType } from '../../shared/constants/members.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import {
  agentSettings,
  ensureAffiliateCode,
  memberKindOf,
  newInvitationCode,
  subAgentType,
} from './agent-team.ts';
import { clock } from './clock.ts';
import { memberById, type MemberRow } from './members.ts';
import type { SessionMember } from './sessions.ts';

/**
 * Invitation links of agents. Each agent has its affiliate code (members.affiliate_code) and may create more links
 * (agent_links), e.g. one per campaign or a sub-agent link. A registration that carries a code — typed as the
 * invitation code (`affiliateCode`) or arriving in the link as `referralCode` — is bound to the link's agent
 * (registration calls `resolveInvitation` and, once the member exists, `bindInvitedMember`). Each link counts its
 * sign-ups and first deposits (the first deposit is counted by the ledger hook in agent-rollups.ts).
 */

export type Invitation = {
  agentId: number;
  /** the code as the link holds it */
  code: string;
  /** the member type a sign-up through it gets */
  memberType: number;
};

type LinkRow = {
  code: string;
  agent_id: number;
  member_type: number;
  label: string;
  signups: number;
  first_deposits: number;
  created_at: string;
};

function activeAgent(db: Database, id: number): MemberRow | null {
  const row = memberById(db, id);
  return row && row.status === 'ACTIVE' && isAgentType(row.type) ? row : null;
}

/**
 * The agent a code invites to (case-insensitive): one of its links, or its affiliate code. A sub-agent link of a
 * merchant that no longer allows sub-agents signs players up. Null for any other code (a player's own referral code
 * belongs to the player referral programme, not to an agent).
 */
export function resolveInvitation(
  db: Database,
  merchantCode: string,
  code: string | undefined,
): Invitation | null {
  const text = code?.trim();
  if (!text) return null;
  const link = db
    .prepare('SELECT * FROM agent_links WHERE merchant_code = ? AND code = ?')
    .get(merchantCode, text) as LinkRow | undefined;
  if (link) {
    if (!activeAgent(db, link.agent_id)) return null;
    const subAgents = agentSettings(db, merchantCode).subAgentsAllowed;
    return {
      agentId: link.agent_id,
      code: link.code,
      memberType: isAgentType(link.member_type) && !subAgents ? playerMemberType : link.member_type,
    };
  }
  const agent = db
    .prepare(
      "SELECT id, affiliate_code FROM members WHERE merchant_code = ? AND affiliate_code = ? COLLATE NOCASE AND status = 'ACTIVE'",
    )
    .get(merchantCode, text) as { id: number; affiliate_code: string } | undefined;
  if (!agent || !activeAgent(db, agent.id)) return null;
  return { agentId: agent.id, code: agent.affiliate_code, memberType: playerMemberType };
}

/** The link row of the agent's affiliate code (created the first time it is needed). */
function ensurePrimaryLink(db: Database, agent: MemberRow): void {
  const code = ensureAffiliateCode(db, agent);
  db.prepare(
    'INSERT INTO agent_links (merchant_code, code, agent_id, member_type, label, created_at) VALUES (?, ?, ?, ?, ?, ?) ' +
      'ON CONFLICT (merchant_code, code) DO NOTHING',
  ).run(agent.merchant_code, code, agent.id, playerMemberType, '', agent.created_at);
}

/** After a registration through an invitation: the link counts the sign-up; a sub-agent gets its own code. */
export function bindInvitedMember(db: Database, memberId: number, invitation: Invitation): void {
  transaction(db, () => {
    const agent = memberById(db, invitation.agentId);
    if (agent && agent.affiliate_code?.toUpperCase() === invitation.code.toUpperCase()) {
      ensurePrimaryLink(db, agent);
    }
    db.prepare('UPDATE agent_links SET signups = signups + 1 WHERE merchant_code = ? AND code = ?').run(
      agent?.merchant_code ?? '',
      invitation.code,
    );
    db.prepare(
      'INSERT INTO team_members (member_id, link_code) VALUES (?, ?) ' +
        'ON CONFLICT (member_id) DO UPDATE SET link_code = excluded.link_code',
    ).run(memberId, invitation.code);
    const member = memberById(db, memberId);
    if (member && isAgentType(member.type)) ensureAffiliateCode(db, member);
  });
}

function toLink(row: LinkRow, primaryCode: string) {
  return {
    code: row.code,
    label: row.label,
    memberType: memberKindOf(row.member_type),
    primary: row.code.toUpperCase() === primaryCode.toUpperCase(),
    signups: row.signups,
    firstDeposits: row.first_deposits,
    createdTime: row.created_at,
  };
}

/** The agent's links, its affiliate code first. */
export function referralLinks(db: Database, agent: SessionMember) {
  const row = memberById(db, agent.id) as MemberRow;
  ensurePrimaryLink(db, row);
  const primary = (memberById(db, agent.id) as MemberRow).affiliate_code ?? '';
  const rows = db
    .prepare('SELECT * FROM agent_links WHERE agent_id = ? ORDER BY created_at, code')
    .all(agent.id) as LinkRow[];
  const links = rows.map((link) => toLink(link, primary));
  return { links: [...links.filter((link) => link.primary), ...links.filter((link) => !link.primary)] };
}

export function createReferralLink(
  db: Database,
  agent: SessionMember,
  input: { label: string; memberType: TeamMemberKind },
) {
  if (input.memberType === 'AGENT' && !agentSettings(db, agent.merchantCode).subAgentsAllowed) {
    throw new ApiError(403, 'agent.subagents.not.allowed');
  }
  return transaction(db, () => {
    const row = memberById(db, agent.id) as MemberRow;
    ensurePrimaryLink(db, row);
    const { extra } = db
      .prepare('SELECT COUNT(*) - 1 AS extra FROM agent_links WHERE agent_id = ?')
      .get(agent.id) as { extra: number };
    if (extra >= maxReferralLinks) {
      throw new ApiError(400, 'agent.referral.link.limit', { params: { max: maxReferralLinks } });
    }
    const code = newInvitationCode(db, agent.merchantCode);
    const type = input.memberType === 'AGENT' ? subAgentType(agent) : playerMemberType;
    const at = clock.iso();
    db.prepare(
      'INSERT INTO agent_links (merchant_code, code, agent_id, member_type, label, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(agent.merchantCode, code, agent.id, type, input.label, at);
    const primary = (memberById(db, agent.id) as MemberRow).affiliate_code ?? '';
    return toLink(
      db
        .prepare('SELECT * FROM agent_links WHERE merchant_code = ? AND code = ?')
        .get(agent.merchantCode, code) as LinkRow,
      primary,
    );
  });
}

// --- Agent notices

export function agentNotices(
  db: Database,
  merchantCode: string,
  language: Language,
  page: { pageNo: number; pageSize: number },
) {
  const { total } = db
    .prepare('SELECT COUNT(*) AS total FROM agent_notices WHERE merchant_code = ? AND lang = ?')
    .get(merchantCode, language) as { total: number };
  const rows = db
    .prepare(
      'SELECT id, title, content, published_at FROM agent_notices WHERE merchant_code = ? AND lang = ? ' +
        'ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(merchantCode, language, page.pageSize, (page.pageNo - 1) * page.pageSize) as {
    id: number;
    title: string;
    content: string;
    published_at: string;
  }[];
  return {
    content: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      publishedTime: row.published_at,
    })),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(total / page.pageSize),
    totalElements: total,
  };
}

/** Publishes a notice for the merchant's agents in each language given (operator API). */
export function publishAgentNotice(
  db: Database,
  merchantCode: string,
  texts: Partial<Record<Language, { title: string; content: string }>>,
  at = clock.iso(),
): number[] {
  const insert = db.prepare(
    'INSERT INTO agent_notices (merchant_code, lang, title, content, published_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  return transaction(db, () =>
    Object.entries(texts).flatMap(([lang, text]) =>
      text ? [(insert.get(merchantCode, lang, text.title, text.content, at) as { id: number }).id] : [],
    ),
  );
}
