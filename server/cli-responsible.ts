import {
  getResponsiblePlayer,
  getResponsibleSettings,
  updateResponsibleSettings,
} from '../shared/api/operator.ts';
import type { Database } from './db/database.ts';
import { directOperatorContext, runOperatorCall } from './handlers/operator.ts';

/**
 * Responsible-play commands of the operator CLI, each one call of the operator API run straight on the database:
 *
 *   responsible status                        the rules in force (Brazil mode applied) and the footer's legal data
 *   responsible brazil on|off                 Brazil mode: the regulated set on, advance bonuses and credit off
 *   responsible set <group>.<field> <value>   one rule, e.g. realityCheck.defaultMinutes 1, session.idleMinutes 20,
 *                                             limits.enabled off, realityCheck.choices [15,30,60],
 *                                             limits.suggestedLoss {"period":"MONTH","value":50000}
 *   responsible legal <field> <value>         the footer's legal data, e.g. legal cnpj 41.562.718/0001-59
 *   responsible player <username>             a player's limits, pauses, sessions and their history
 */
export const responsibleUsage = `  responsible status | responsible brazil on|off | responsible set <group>.<field> <value>
  responsible legal <field> <value> | responsible player <username>`;

const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2)}`;

/** on/off, true/false, numbers and JSON as such; anything else as text. */
function valueOf(text: string): unknown {
  if (text === 'on') return true;
  if (text === 'off') return false;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function runResponsibleCommand(
  db: Database,
  merchant: string,
  [, first, second, third]: (string | undefined)[],
  /** where lines go (the CLI passes console.log) */
  out: (line: string) => void,
): void {
  const ctx = directOperatorContext(db, '');
  const show = () => {
    const settings = runOperatorCall(getResponsibleSettings, { merchant }, ctx);
    out(JSON.stringify({ effective: settings.effective, legal: settings.legal }, null, 2));
  };
  switch (first) {
    case 'status':
      show();
      return;
    case 'brazil': {
      if (second !== 'on' && second !== 'off') throw new Error('Expected "on" or "off".');
      runOperatorCall(updateResponsibleSettings, { merchant, brazilMode: second === 'on' }, ctx);
      show();
      return;
    }
    case 'set': {
      const [group, field] = (second ?? '').split('.');
      if (!group || !field || third === undefined) throw new Error('Name the rule and its value.');
      // the patch is checked by the call's own schema (unknown groups, fields and wrong values are refused)
      const patch = updateResponsibleSettings.request.parse({
        merchant,
        [group]: { [field]: valueOf(third) },
      });
      runOperatorCall(updateResponsibleSettings, patch, ctx);
      show();
      return;
    }
    case 'legal': {
      if (!second || third === undefined) throw new Error('Name the legal field and its value.');
      runOperatorCall(updateResponsibleSettings, { merchant, legal: { [second]: third } }, ctx);
      show();
      return;
    }
    case 'player': {
      if (!second) throw new Error('Name the player, e.g. demo_player.');
      const view = runOperatorCall(getResponsiblePlayer, { merchant, username: second }, ctx);
      out(
        `${view.member.username} (${view.member.status}), CPF ${view.cpf ?? '—'}, born ${view.birthday ?? '—'}`,
      );
      out(
        `pause: ${view.pause ? `${view.pause.kind} ${view.pause.duration} until ${view.pause.endsAt ?? 'indefinite'}` : 'none'}`,
      );
      out(
        `reality check: ${view.realityCheckMinutes === null ? 'off' : `every ${view.realityCheckMinutes} min`}`,
      );
      for (const limit of view.limits.filter((l) => l.value !== null || l.pending)) {
        const unit = (v: number) => (limit.kind === 'DEPOSIT' || limit.kind === 'LOSS' ? brl(v) : String(v));
        out(
          `limit ${limit.kind} ${limit.period}: ${limit.value === null ? 'none' : unit(limit.value)}, used ${unit(limit.used)}` +
            (limit.pending
              ? `, pending ${limit.pending.value === null ? 'removal' : unit(limit.pending.value)} at ${limit.pending.effectiveAt}`
              : ''),
        );
      }
      for (const s of view.sessions.slice(0, 5)) {
        out(
          `session ${s.startedAt} → ${s.endedAt ?? 'live'} (${s.endReason ?? '—'}), ${Math.round(s.playedSeconds / 60)} min`,
        );
      }
      for (const h of view.history.slice(0, 20)) {
        out(
          `${h.at}  ${h.event}${h.kind ? ` ${h.kind} ${h.period ?? ''}` : ''}${h.pauseKind ? ` ${h.pauseKind} ${h.duration ?? ''}` : ''}` +
            `${h.from !== null || h.to !== null ? ` ${h.from ?? '—'} → ${h.to ?? '—'}` : ''}${h.until ? ` until ${h.until}` : ''}  (${h.actor})`,
        );
      }
      return;
    }
    default:
      throw new Error('Expected status, brazil, set, legal or player.');
  }
}
