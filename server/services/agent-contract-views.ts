import { contractKinds, type ContractKind } from '../../shared/api/agent.ts';
import { agentMemberTypes } from '../../shared/constants/members.ts';
import type { Database } from '../db/database.ts';

/** Reads of the contract screens that are not about one contract. */

/** The agent's direct sub-agents, by account name. */
export function directSubAgents(db: Database, agentId: number) {
  return db
    .prepare(
      `SELECT id, username, nickname FROM members WHERE parent_id = ? AND type IN (${agentMemberTypes.join(', ')}) ` +
        'ORDER BY username COLLATE NOCASE',
    )
    .all(agentId) as { id: number; username: string; nickname: string | null }[];
}

/**
 * What waits for the member's answer, per kind: NEW — an offer or new terms from its upline; TERMINATE — a
 * termination the other side of one of its contracts asked for.
 */
export function contractRequestsOf(
  db: Database,
  memberId: number,
): Record<ContractKind, 'NEW' | 'TERMINATE' | null> {
  const result = Object.fromEntries(contractKinds.map((kind) => [kind, null])) as Record<
    ContractKind,
    'NEW' | 'TERMINATE' | null
  >;
  const offers = db
    .prepare(
      "SELECT DISTINCT c.kind FROM agent_contracts c JOIN agent_contract_terms t ON t.contract_id = c.id AND t.status = 'PENDING' " +
        "WHERE c.downline_id = ? AND c.status IN ('OFFERED', 'ACTIVE')",
    )
    .all(memberId) as { kind: ContractKind }[];
  for (const { kind } of offers) result[kind] = 'NEW';
  const terminations = db
    .prepare(
      "SELECT DISTINCT kind FROM agent_contracts WHERE status = 'TERMINATION_REQUESTED' AND termination_by <> ? " +
        'AND (downline_id = ? OR upline_id = ?)',
    )
    .all(memberId, memberId, memberId) as { kind: ContractKind }[];
  for (const { kind } of terminations) result[kind] ??= 'TERMINATE';
  return result;
}
