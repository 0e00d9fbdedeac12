import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import type { getMissionSummary } from '../../../../shared/api/lottery.ts';
import { ActivityStatusBadge } from '../../../components/ui/activity-status.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatCountdown, formatMoney, numberFormat } from '../../../lib/format.ts';
import { claimTheMission, useMissionLeaderboard, useMissionSummary } from '../api/missions-api.ts';
import '../../../components/ui/money-ui.css';
import './missions.css';

type Mission = ResponseOf<typeof getMissionSummary>['missions'][number];

const moneyMetrics = new Set(['BET_AMOUNT', 'DEPOSIT_AMOUNT']);

/** Where a mission's bets are placed: the game category's page (spec §2 routes), any slot lobby otherwise. */
const lobbies: Record<string, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  INHOUSE: '/inhouse',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/sports',
  LOTT: '/lott',
  ELOTT: '/elott',
};
const lobbyOf = (gameType: string | null) => (gameType ? (lobbies[gameType] ?? '/rng') : '/rng');

/** A time left of days as "2 d 03:12:09" (a week's period), else the countdown's own format. */
function useTimeLeft(until: string | null | undefined): string {
  const { t } = useTranslation('engagement');
  const { remaining } = useCountdown(until);
  const days = Math.floor(remaining / 86_400);
  return days > 0
    ? t('missions.daysLeft', { days, time: formatCountdown(remaining % 86_400) })
    : formatCountdown(remaining);
}

function ResetsIn({ endTime }: { endTime: string | null }) {
  const { t } = useTranslation('engagement');
  const left = useTimeLeft(endTime);
  if (!endTime) return null;
  return <span className="missions__reset">{t('missions.resetsIn', { time: left })}</span>;
}

function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation('engagement');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const amount = (value: number) =>
    moneyMetrics.has(mission.metric) ? formatMoney(value, language) : numberFormat(language).format(value);
  const claim = useMoneyMutation((missionId: number, key: string) => claimTheMission(missionId, key), {
    onSuccess: (result) => {
      refreshAfterMoneyMoved(queryClient);
      toast.success(t('missions.claimed', { amount: formatMoney(result.rewardAmount, language) }));
    },
  });
  const titleId = `mission-${mission.missionId}`;
  return (
    <article className="mission" aria-labelledby={titleId} data-testid="mission">
      <div className="mission__head">
        <h3 id={titleId}>{mission.title}</h3>
        <ActivityStatusBadge status={mission.status} />
      </div>
      <SafeHtml className="rich-text mission__text" html={mission.description} />
      <progress
        className="progress"
        max={mission.target}
        value={mission.progress}
        aria-label={t('missions.progressOf', { title: mission.title })}
        aria-valuetext={t('missions.progress', {
          current: amount(mission.progress),
          target: amount(mission.target),
        })}
      />
      <p className="mission__numbers">
        <span>
          {t('missions.progress', { current: amount(mission.progress), target: amount(mission.target) })}
        </span>
        <span>
          {t('missions.reward', { amount: formatMoney(mission.rewardAmount, language) })}
          {mission.turnoverMultiplier > 0
            ? ` · ${t('missions.turnover', { times: mission.turnoverMultiplier })}`
            : ''}
        </span>
      </p>
      {mission.status === 'Claim' ? (
        <button
          type="button"
          className="btn btn--primary"
          disabled={claim.isPending}
          onClick={() => void claim.submit(mission.missionId)}
          aria-describedby={titleId}
        >
          {t('missions.claim', { amount: formatMoney(mission.rewardAmount, language) })}
        </button>
      ) : mission.status === 'Claimed' ? null : (
        <Link
          className="btn btn--ghost btn--small"
          to={mission.metric.startsWith('DEPOSIT') ? '/member?tab=depositv2' : lobbyOf(mission.gameType)}
        >
          {mission.metric.startsWith('DEPOSIT') ? t('missions.goDeposit') : t('missions.goPlay')}
        </Link>
      )}
      {claim.error ? (
        <p className="m-error" role="alert">
          {errorText(claim.error)}
        </p>
      ) : null}
    </article>
  );
}

function Leaderboard() {
  const { t } = useTranslation('engagement');
  const language = useLanguage();
  const [missionId, setMissionId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { data, error } = useMissionLeaderboard(missionId, page, language);
  const left = useTimeLeft(data?.mission?.endTime);
  if (error) {
    return (
      <p className="m-error" role="alert">
        {errorText(error)}
      </p>
    );
  }
  if (!data) return null;
  if (!data.mission) return <p className="m-muted">{t('leaderboard.none')}</p>;
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <section className="leaderboard" aria-labelledby="leaderboard-title">
      <div className="leaderboard__head">
        <h2 id="leaderboard-title" className="m-panel__subtitle">
          {t('leaderboard.title', { title: data.mission.title })}
        </h2>
        {data.boards.length > 1 ? (
          <label className="leaderboard__pick">
            {t('leaderboard.choose')}{' '}
            <select
              value={data.mission.missionId}
              onChange={(event) => {
                setMissionId(Number(event.target.value));
                setPage(1);
              }}
            >
              {data.boards.map((board) => (
                <option key={board.missionId} value={board.missionId}>
                  {board.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="m-muted">{t('leaderboard.closesIn', { time: left })}</p>
      <ol className="leaderboard__prizes" aria-label={t('leaderboard.prizes')}>
        {data.prizes.map((prize, i) => (
          <li key={i}>
            <span>{t('leaderboard.place', { place: i + 1 })}</span> <strong>{money(prize)}</strong>
          </li>
        ))}
      </ol>
      <p className="leaderboard__mine" role="status">
        {data.myRank !== null
          ? t('leaderboard.myRank', { rank: data.myRank, score: money(data.myScore) })
          : t('leaderboard.notRanked')}{' '}
        {data.toNextPaidPlace !== null && data.nextPaidRank !== null
          ? t('leaderboard.toNext', { amount: money(data.toNextPaidPlace), rank: data.nextPaidRank })
          : data.myRank === 1
            ? t('leaderboard.leading')
            : ''}
      </p>
      <Table
        caption={t('leaderboard.caption')}
        rows={data.board.content}
        rowKey={(row) => row.rank}
        empty={<p className="m-empty">{t('leaderboard.empty')}</p>}
        columns={[
          { header: t('leaderboard.rank'), cell: (row) => `${row.rank}º`, numeric: true },
          { header: t('leaderboard.player'), cell: (row) => row.customerName, rowHeader: true },
          { header: t('leaderboard.score'), cell: (row) => money(row.score), numeric: true },
          {
            header: t('leaderboard.prize'),
            cell: (row) => (row.rewardAmount > 0 ? money(row.rewardAmount) : '—'),
            numeric: true,
          },
        ]}
      />
      <Pager
        page={page}
        totalPages={data.board.totalPages}
        onChange={setPage}
        of={t('leaderboard.caption')}
      />
      {data.lastPeriod && data.lastPeriod.winners.length > 0 ? (
        <div className="leaderboard__last">
          <h3>{t('leaderboard.lastWinners')}</h3>
          <ol>
            {data.lastPeriod.winners.map((winner) => (
              <li key={winner.rank}>
                {t('leaderboard.winner', {
                  rank: winner.rank,
                  name: winner.customerName,
                  prize: money(winner.rewardAmount),
                })}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Missions and the mission leaderboard (member centre, missionLeaderboard): today's and this week's missions with
 * their progress from real bets and deposits, a claim when complete; the leaderboard of the period with the player's
 * own rank and what the next paid place takes.
 */
export function Missions() {
  const { t } = useTranslation('engagement');
  const language = useLanguage();
  const { data, error, isFetching } = useMissionSummary(language);
  const groups = (['DAILY', 'WEEKLY'] as const).map((period) => ({
    period,
    missions: (data?.missions ?? []).filter((m) => m.period === period),
  }));
  return (
    <section className="m-panel missions" aria-labelledby="missions-title" aria-busy={isFetching}>
      <h1 id="missions-title" className="m-panel__title">
        {t('missions.title')}
      </h1>
      {error ? (
        <p className="m-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {groups.map(({ period, missions }) =>
        missions.length > 0 ? (
          <section key={period} className="missions__group" aria-labelledby={`missions-${period}`}>
            <div className="missions__group-head">
              <h2 id={`missions-${period}`} className="m-panel__subtitle">
                {t(`missions.${period}`)}
              </h2>
              <ResetsIn endTime={missions[0]?.endTime ?? null} />
            </div>
            <div className="missions__list">
              {missions.map((mission) => (
                <MissionCard key={mission.missionId} mission={mission} />
              ))}
            </div>
          </section>
        ) : null,
      )}
      {data && data.missions.length === 0 ? <p className="m-empty">{t('missions.empty')}</p> : null}
      <Leaderboard />
    </section>
  );
}
