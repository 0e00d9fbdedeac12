import {
  adjustPoints,
  answerFeedback,
  decideRedemption,
  getFeedback,
  getOpenRedemptions,
  redemptionActions,
  sendMessage,
  updateReward,
  verifyPointsLedger,
} from '../shared/api/operator.ts';
import type { Database } from './db/database.ts';
import { directOperatorContext, runOperatorCall } from './handlers/operator.ts';

/**
 * Points mall, inbox and feedback commands of the operator CLI (issue 13), each one call of the operator API run
 * straight on the database (a running platform tells its open pages within a second):
 *
 *   redemptions                                      redemptions waiting for a decision
 *   redemption approve|reject <redeemId> [--text R]  decide one (a rejection returns the points)
 *   reward <rewardId> stock <n|unlimited>            a reward's stock; reward <rewardId> off|on
 *   points <username> <+n|-n> [--text R]             adjust a member's points (ADJUST entry)
 *   points-verify                                    every points balance against its ledger
 *   feedback [open|answered]                         feedback sent by members, with image files
 *   feedback answer <feedbackId> --text ANSWER       answer it (the member gets a message)
 *   message <username>|all --title T --text HTML [--category MARKETING] [--link /route]
 */
export const pointsCommands = [
  'redemptions',
  'redemption',
  'reward',
  'points',
  'points-verify',
  'feedback',
  'message',
] as const;

export const pointsUsage = `  redemptions | redemption approve|reject <redeemId> [--text REMARK]
  reward <rewardId> stock <n|unlimited> | reward <rewardId> on|off
  points <username> <+n|-n> [--text REMARK] | points-verify
  feedback [open|answered] | feedback answer <feedbackId> --text ANSWER
  message <username>|all --title TITLE --text HTML [--category SYSTEM|MARKETING] [--link /route]`;

export function isPointsCommand(command: string | undefined): boolean {
  return (pointsCommands as readonly (string | undefined)[]).includes(command);
}

export type PointsCommandOptions = {
  text?: string | undefined;
  title?: string | undefined;
  category?: string | undefined;
  link?: string | undefined;
};

export function runPointsCommand(
  db: Database,
  merchant: string,
  [command, first, second, third]: (string | undefined)[],
  options: PointsCommandOptions,
  out: (line: string) => void,
): void {
  const ctx = directOperatorContext(db, '');
  const need = (value: string | undefined, what: string): string => {
    if (!value) throw new Error(`Name the ${what}.`);
    return value;
  };
  switch (command) {
    case 'redemptions': {
      const { redemptions } = runOperatorCall(getOpenRedemptions, { merchant }, ctx);
      if (redemptions.length === 0) out('(no redemptions waiting)');
      for (const r of redemptions) {
        out(
          `${r.redeemId}  ${r.username.padEnd(14)} ${r.quantity} × ${r.rewardName}  ${r.points} pts  ${r.createdTime}` +
            `${r.memberRemark ? `\n    ${r.memberRemark}` : ''}`,
        );
      }
      break;
    }
    case 'redemption': {
      const action = redemptionActions.find((a) => a === first);
      if (!action) throw new Error('Expected "approve" or "reject".');
      const redeemId = need(second, 'redemption id');
      const { redemption, changed } = runOperatorCall(
        decideRedemption,
        { redeemId, action, ...(options.text !== undefined && { remark: options.text }) },
        ctx,
      );
      out(`${redeemId} ${redemption.status}${changed ? '' : ' (already)'}`);
      break;
    }
    case 'reward': {
      const rewardId = Number(need(first, 'reward id'));
      const patch =
        second === 'stock'
          ? { quantity: third === 'unlimited' ? null : Number(need(third, 'stock')) }
          : second === 'on' || second === 'off'
            ? { active: second === 'on' }
            : null;
      if (!patch) throw new Error('Expected "stock <n|unlimited>", "on" or "off".');
      const reward = runOperatorCall(updateReward, { merchant, rewardId, ...patch }, ctx);
      out(`${reward.rewardId} ${reward.name}: stock ${reward.quantity ?? 'unlimited'}`);
      break;
    }
    case 'points': {
      const username = need(first, 'member');
      const points = Number(need(second, 'points (+n or -n)'));
      const result = runOperatorCall(
        adjustPoints,
        { merchant, username, points, ...(options.text !== undefined && { remark: options.text }) },
        ctx,
      );
      out(`${result.username}: ${result.pointBalance} points`);
      break;
    }
    case 'points-verify': {
      const result = runOperatorCall(verifyPointsLedger, {}, ctx);
      out(`points ${result.ok ? 'OK' : 'PROBLEMS'}: ${result.accounts} accounts`);
      for (const p of result.problems)
        out(`  member ${p.memberId}: balance ${p.balance}, ledger ${p.ledgerSum}`);
      break;
    }
    case 'feedback': {
      if (first === 'answer') {
        const feedbackId = Number(need(second, 'feedback id'));
        const result = runOperatorCall(
          answerFeedback,
          { feedbackId, answer: need(options.text, 'answer (--text)') },
          ctx,
        );
        out(`feedback ${result.feedbackId} answered (message ${result.messageId ?? '—'})`);
        break;
      }
      const status = first === 'open' ? 'OPEN' : first === 'answered' ? 'ANSWERED' : undefined;
      const { feedback } = runOperatorCall(
        getFeedback,
        { merchant, ...(status && { status }), limit: 50 },
        ctx,
      );
      if (feedback.length === 0) out('(no feedback)');
      for (const f of feedback) {
        out(
          `#${f.feedbackId}  ${f.status.padEnd(8)} ${f.username.padEnd(14)} [${f.type}] ${f.createdTime}\n    ${f.content}`,
        );
        for (const image of f.images)
          out(`    image ${image.fileName} (${image.mediaType}, ${image.size} bytes): ${image.path}`);
        if (f.answer) out(`    answer: ${f.answer}`);
      }
      break;
    }
    case 'message': {
      const target = need(first, 'member (or "all")');
      const category = options.category === 'MARKETING' ? 'MARKETING' : 'SYSTEM';
      const { written } = runOperatorCall(
        sendMessage,
        {
          merchant,
          ...(target === 'all' ? { all: true as const } : { username: target }),
          category,
          title: need(options.title, 'title (--title)'),
          content: need(options.text, 'text (--text)'),
          ...(options.link !== undefined && { link: options.link }),
        },
        ctx,
      );
      out(`${written} message(s) written`);
      break;
    }
    default:
      throw new Error(`Unknown command "${command ?? ''}".`);
  }
}
