import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import type { claimRafflePromotion } from '../../../../shared/api/common.ts';
import type { getRaffles } from '../../../../shared/api/engagement.ts';
import { clientSeedPattern } from '../../../../shared/rules/fairness.ts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatMoney, numberFormat } from '../../../lib/format.ts';
import { drawTicket, useRaffles } from '../api/rewards-api.ts';
import { newClientSeed, verifyDraw, type DrawCheck } from '../utils/verify-draw.ts';

type Raffle = ResponseOf<typeof getRaffles>['raffles'][number];
type Draw = ResponseOf<typeof claimRafflePromotion>;
type Fairness = Draw['fairness'];

const spinMs = 4_000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const segmentColours = [
  'var(--brand-1)',
  'var(--brand-2)',
  'var(--hero-2)',
  'var(--accent)',
  'var(--hero-1)',
];

/** The prize wheel: one segment per prize, the pointer at the top; `rotation` turns it (CSS, skipped with reduced motion). */
function Wheel({ raffle, rotation, onStopped }: { raffle: Raffle; rotation: number; onStopped: () => void }) {
  const language = useLanguage();
  const count = raffle.prizes.length;
  const slice = 360 / count;
  const point = (angle: number, radius: number) => {
    const rad = ((angle - 90) * Math.PI) / 180;
    return [100 + radius * Math.cos(rad), 100 + radius * Math.sin(rad)] as const;
  };
  return (
    <div className="wheel" aria-hidden="true">
      <span className="wheel__pointer" />
      <svg
        viewBox="0 0 200 200"
        className="wheel__disc"
        style={{ transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={onStopped}
      >
        {raffle.prizes.map((prize, i) => {
          const [x1, y1] = point(i * slice, 96);
          const [x2, y2] = point((i + 1) * slice, 96);
          const [tx, ty] = point((i + 0.5) * slice, 64);
          return (
            <g key={i}>
              <path
                d={`M100 100 L${x1} ${y1} A96 96 0 ${slice > 180 ? 1 : 0} 1 ${x2} ${y2} Z`}
                fill={segmentColours[i % segmentColours.length]}
                stroke="var(--surface)"
                strokeWidth="1.5"
              />
              <text
                x={tx}
                y={ty}
                transform={`rotate(${(i + 0.5) * slice} ${tx} ${ty})`}
                textAnchor="middle"
                dominantBaseline="middle"
                className="wheel__label"
              >
                {formatMoney(prize.amount, language).replace(/,00$|\.00$/, '')}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="14" fill="var(--surface)" stroke="var(--accent)" strokeWidth="3" />
      </svg>
    </div>
  );
}

function Envelope({ open }: { open: boolean }) {
  return (
    <div className={`envelope${open ? ' envelope--open' : ''}`} aria-hidden="true">
      <span className="envelope__flap" />
      <span className="envelope__seal">R$</span>
    </div>
  );
}

/** How the draw can be checked, with the check computed here in the browser (WebCrypto). */
export function FairnessCheck({
  fairness,
  weights,
  prizeIndex,
}: {
  fairness: Fairness;
  weights: readonly number[];
  prizeIndex: number;
}) {
  const { t } = useTranslation('engagement');
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [failed, setFailed] = useState(false);
  return (
    <details className="fairness">
      <summary>{t('fairness.how')}</summary>
      <ol className="fairness__steps">
        <li>{t('fairness.step1')}</li>
        <li>{t('fairness.step2')}</li>
        <li>{t('fairness.step3')}</li>
      </ol>
      <dl className="fairness__values">
        <div>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd>
            <code>{fairness.serverSeedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('fairness.serverSeed')}</dt>
          <dd>
            <code>{fairness.serverSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('fairness.clientSeed')}</dt>
          <dd>
            <code>{fairness.clientSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('fairness.nonce')}</dt>
          <dd>
            <code>{fairness.nonce}</code>
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => {
          setFailed(false);
          verifyDraw({ ...fairness, weights }).then(setCheck, () => setFailed(true));
        }}
      >
        {t('fairness.verify')}
      </button>
      {check ? (
        <p className="fairness__result" role="status">
          {check.hashMatches ? t('fairness.hashOk') : t('fairness.hashBad')}{' '}
          {check.prizeIndex === prizeIndex
            ? t('fairness.prizeOk', { prize: prizeIndex + 1 })
            : t('fairness.prizeBad', { prize: check.prizeIndex + 1 })}
        </p>
      ) : null}
      {failed ? (
        <p className="m-error" role="alert">
          {t('fairness.unavailable')}
        </p>
      ) : null}
    </details>
  );
}

function ruleText(raffle: Raffle, t: TFunction<'engagement'>, money: (c: number) => string) {
  switch (raffle.rule.type) {
    case 'DEPOSIT':
      return t('raffles.rule.deposit', { amount: money(raffle.rule.minAmount), max: raffle.rule.maxPerDay });
    case 'DAILY_BET':
      return t('raffles.rule.dailyBet', { amount: money(raffle.rule.minValidBet) });
    case 'SIGNUP':
      return t('raffles.rule.signup');
  }
}

function RaffleCard({ raffle }: { raffle: Raffle }) {
  const { t } = useTranslation('engagement');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const money = (cents: number) => formatMoney(cents, language);
  const [clientSeed, setClientSeed] = useState(newClientSeed);
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<Draw | null>(null);
  const [revealed, setRevealed] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const total = raffle.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  const seedValid = clientSeedPattern.test(clientSeed);
  const wheel = raffle.kind === 'WHEEL';
  const reveal = () => {
    setRevealed(true);
    refreshAfterMoneyMoved(queryClient);
  };
  const draw = useMoneyMutation(drawTicket, {
    onSuccess: (drawn) => {
      setResult(drawn);
      setRevealed(false);
      setClientSeed(newClientSeed());
      const reduced = prefersReducedMotion();
      if (wheel) {
        const slice = 360 / raffle.prizes.length;
        const target = 360 - (drawn.prizeIndex + 0.5) * slice;
        // whole turns first (five with motion), then the drawn segment under the pointer
        setRotation((current) => current - (current % 360) + (reduced ? 360 : 5 * 360) + target);
      }
      if (reduced) reveal();
      else window.setTimeout(reveal, spinMs + 300);
    },
  });
  useEffect(() => {
    if (revealed) resultRef.current?.focus();
  }, [revealed]);
  const spinning = draw.isPending || (result !== null && !revealed);
  const titleId = `raffle-${raffle.promotionId}`;
  return (
    <article
      className={`raffle raffle--${wheel ? 'wheel' : 'envelope'}`}
      aria-labelledby={titleId}
      data-testid="raffle"
    >
      <div className="raffle__head">
        <h3 id={titleId}>{raffle.title}</h3>
        <span className="raffle__tickets">{t('raffles.tickets', { count: raffle.tickets })}</span>
      </div>
      <SafeHtml className="rich-text raffle__text" html={raffle.description} />
      <p className="m-muted">{ruleText(raffle, t, money)}</p>
      <div className="raffle__stage">
        {wheel ? (
          <Wheel raffle={raffle} rotation={rotation} onStopped={() => result && reveal()} />
        ) : (
          <Envelope open={result !== null && (revealed || spinning)} />
        )}
      </div>
      {raffle.nextDraw ? (
        <div className="raffle__fair">
          <p className="raffle__hash">
            {t('raffles.nextHash')} <code>{raffle.nextDraw.serverSeedHash}</code> ·{' '}
            {t('raffles.nonce', { nonce: raffle.nextDraw.nonce })}
          </p>
          <label className="raffle__seed">
            {t('raffles.clientSeed')}
            <input
              value={clientSeed}
              onChange={(event) => setClientSeed(event.target.value)}
              maxLength={64}
              aria-invalid={seedValid ? undefined : true}
              spellCheck={false}
              autoComplete="off"
            />
          </label>
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn--primary"
        disabled={raffle.tickets === 0 || spinning || !seedValid}
        onClick={() => void draw.submit({ promotionId: raffle.promotionId, clientSeed })}
      >
        {raffle.tickets === 0 ? t('raffles.noTickets') : wheel ? t('raffles.spin') : t('raffles.open')}
      </button>
      {draw.error ? (
        <p className="m-error" role="alert">
          {errorText(draw.error)}
        </p>
      ) : null}
      <div aria-live="polite">
        {result && revealed ? (
          <div className="raffle__result" tabIndex={-1} ref={resultRef} data-testid="draw-result">
            <p className="raffle__won">
              {result.rewardAmount > 0
                ? t('raffles.won', { amount: money(result.rewardAmount) })
                : t('raffles.empty')}
            </p>
            <FairnessCheck
              fairness={result.fairness}
              weights={raffle.prizes.map((prize) => prize.weight)}
              prizeIndex={result.prizeIndex}
            />
          </div>
        ) : null}
      </div>
      <details className="raffle__prizes">
        <summary>{t('raffles.prizes')}</summary>
        <ol>
          {raffle.prizes.map((prize, i) => (
            <li key={i}>
              {t('raffles.prize', {
                prize: prize.amount > 0 ? money(prize.amount) : t('raffles.nothing'),
                chance: numberFormat(language, { maximumFractionDigits: 2 }).format(
                  (prize.weight / total) * 100,
                ),
              })}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}

/** Red envelopes and prize wheels: tickets, the fair draw with its animation, the result and how to check it. */
export function Raffles() {
  const { t } = useTranslation('engagement');
  const language = useLanguage();
  const { data, error } = useRaffles(language);
  if (error) {
    return (
      <p className="m-error" role="alert">
        {errorText(error)}
      </p>
    );
  }
  if (!data) return null;
  return (
    <div className="raffles">
      {data.raffles.length === 0 ? <p className="m-empty">{t('raffles.none')}</p> : null}
      <div className="raffles__list">
        {data.raffles.map((raffle) => (
          <RaffleCard key={raffle.promotionId} raffle={raffle} />
        ))}
      </div>
      {data.draws.length > 0 ? (
        <section className="raffles__history" aria-labelledby="draws-title">
          <h3 id="draws-title">{t('raffles.history')}</h3>
          <ul>
            {data.draws.map((drawn) => {
              const raffle = data.raffles.find((r) => r.promotionId === drawn.promotionId);
              return (
                <li key={drawn.claimId}>
                  <p>
                    {t('raffles.historyLine', {
                      title: drawn.title,
                      time: formatDateTime(drawn.drawTime, language),
                      amount: formatMoney(drawn.rewardAmount, language),
                    })}
                  </p>
                  {raffle ? (
                    <FairnessCheck
                      fairness={drawn.fairness}
                      weights={raffle.prizes.map((prize) => prize.weight)}
                      prizeIndex={drawn.prizeIndex}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
