import { useTranslation } from 'react-i18next';
import type { activityStatuses } from '../../../shared/api/lottery.ts';
import './engagement.css';

export type ActivityStatus = (typeof activityStatuses)[number];

/** How a status reads at a glance: something to do, waiting, done, over, refused. */
const tone: Record<ActivityStatus, 'go' | 'wait' | 'done' | 'off' | 'bad'> = {
  Join: 'go',
  Claim: 'go',
  Applying: 'wait',
  Process: 'wait',
  ComingSoon: 'wait',
  Issued: 'done',
  Claimed: 'done',
  Joined: 'done',
  Close: 'off',
  Rejected: 'bad',
};

/** An activity status of spec §4 (promotions, missions, the activity centre) as a labelled badge. */
export function ActivityStatusBadge({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('common');
  return (
    <span className={`status-badge status-badge--${tone[status]}`}>{t(`activityStatus.${status}`)}</span>
  );
}
