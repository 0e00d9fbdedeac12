import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../../shared/api/account.ts';
import { refusalText } from '../../../../shared/api/refusals.ts';
import { useResponsibleStatus, type ResponsibleStatus } from '../../../api/get-responsible-status.ts';
import { useSystemStatus } from '../../../api/get-system-status.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { markActive } from '../../../lib/activity.ts';
import { call } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useModalStore, usePopupOpen } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { responsibleApi } from '../api/responsible-api.ts';
import { useEndSession } from '../hooks/use-end-session.ts';
import { useNoticeStore, type SessionNotice } from '../stores/notice-store.ts';
import { formatMinutes } from '../utils/units.ts';
import { SelfExclusionServiceLink } from './pause-section.tsx';
import { RequirementsGate } from './requirements-gate.tsx';
import './responsible.css';

function RealityCheckDialog({ session }: { session: NonNullable<ResponsibleStatus['session']> }) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const endSession = useEndSession();
  const { refetch } = useResponsibleStatus();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const answer = async (action: 'CONTINUE' | 'STOP') => {
    setSending(true);
    markActive();
    try {
      const result = await responsibleApi.answerRealityCheck(action);
      if (result.ended) {
        await endSession({
          kind: 'stopped',
          playedSeconds: result.playedSeconds,
          netResult: result.netResult,
        });
        return;
      }
      await refetch();
    } catch (cause) {
      setError(errorText(cause));
    }
    setSending(false);
  };
  const minutes = Math.floor(session.playedSeconds / 60);
  return (
    <Modal open closable={false} onClose={() => undefined} title={t('reality.dialogTitle')} size="small">
      <div className="rg-confirm">
        <p className="rg-confirm__lead">
          {t('reality.played', { duration: formatMinutes(Math.max(1, minutes), language) })}
        </p>
        <p>
          {t('reality.net')}{' '}
          <strong className={session.netResult < 0 ? 'rg-negative' : undefined} data-testid="reality-net">
            {formatMoney(session.netResult, language)}
          </strong>
        </p>
        <p className="m-muted">{t('reality.question')}</p>
        {error ? (
          <p className="form__message" role="alert">
            {error}
          </p>
        ) : null}
        <div className="rg-actions">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={sending}
            onClick={() => void answer('STOP')}
          >
            {t('reality.stop')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={sending}
            onClick={() => void answer('CONTINUE')}
          >
            {t('reality.continue')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function IdleWarning({ expiresAt, idleMinutes }: { expiresAt: number; idleMinutes: number }) {
  const { t } = useTranslation('responsible');
  const { refetch } = useResponsibleStatus();
  const endSession = useEndSession();
  const { remaining } = useCountdown(expiresAt);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (remaining > 0) return;
    // the platform decides: activity in a game window may have kept the session; otherwise it is over
    void refetch().then((result) => {
      const fresh = result.data;
      const over =
        result.isError || !fresh?.session || Date.parse(fresh.session.idleExpiresAt) <= Date.parse(fresh.now);
      if (over) void endSession({ kind: 'idle', minutes: idleMinutes });
    });
  }, [remaining, refetch, endSession, idleMinutes]);
  const stay = async () => {
    setSending(true);
    markActive();
    try {
      await responsibleApi.keepAlive();
    } finally {
      await refetch();
      setSending(false);
    }
  };
  return (
    <Modal open closable={false} onClose={() => undefined} title={t('idle.title')} size="small">
      <div className="rg-confirm">
        <p role="timer" aria-live="polite">
          {t('idle.text', { minutes: idleMinutes, seconds: remaining })}
        </p>
        <div className="rg-actions">
          <button type="button" className="btn btn--primary" disabled={sending} onClick={() => void stay()}>
            {t('idle.stay')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

const dismissedBlocksKey = 'responsibleBlocksSeen';

function seenBlocks(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(dismissedBlocksKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function PlayBlockDialog({
  block,
  onClose,
}: {
  block: NonNullable<ResponsibleStatus['playBlock']>;
  onClose: () => void;
}) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  return (
    <Modal open onClose={onClose} title={t('block.title')} size="small">
      <div className="rg-confirm">
        <p role="alert">{refusalText(block.code, language, block.params) ?? block.code}</p>
        <p className="m-muted">{t('block.text')}</p>
        <div className="rg-actions">
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('common.ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function NoticeDialog({ notice }: { notice: SessionNotice }) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const dismiss = useNoticeStore((s) => s.dismiss);
  const selfExclusionUrl = useSystemStatus().data?.info.legal.selfExclusionUrl;
  const login = () => {
    dismiss();
    useModalStore.getState().open('login');
  };
  let title: string;
  let body: string;
  if (notice.kind === 'stopped') {
    title = t('notice.stoppedTitle');
    body = t('notice.stopped', {
      duration: formatMinutes(Math.max(1, Math.floor(notice.playedSeconds / 60)), language),
      net: formatMoney(notice.netResult, language),
    });
  } else if (notice.kind === 'excluded') {
    title = t('notice.excludedTitle');
    body = notice.endsAt
      ? t('notice.excluded', { until: formatDateTime(notice.endsAt, language) })
      : t('notice.excludedIndefinite');
  } else {
    title = t('notice.idleTitle');
    body = t('notice.idle', { minutes: notice.minutes });
  }
  return (
    <Modal open onClose={dismiss} title={title} size="small">
      <div className="rg-confirm">
        <p role="status">{body}</p>
        {notice.kind === 'excluded' ? (
          <p>
            <SelfExclusionServiceLink url={selfExclusionUrl} />
          </p>
        ) : null}
        <div className="rg-actions">
          {notice.kind === 'idle' ? (
            <button type="button" className="btn btn--ghost" onClick={login}>
              {t('notice.login')}
            </button>
          ) : null}
          <button type="button" className="btn btn--primary" onClick={dismiss}>
            {t('common.ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * Responsible play around every screen while a member is logged in: the gate before play (risk warning of this login,
 * identity, limits), the reality check, the warning a minute before the platform closes an idle session, a reached
 * play limit, and — after the platform ended a session — why. The times come from the platform (its clock may run
 * ahead of this machine's); the status is polled and read again at each deadline.
 */
export function ResponsibleGuard() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const status = useResponsibleStatus();
  const notice = useNoticeStore((s) => s.notice);
  const popupOpen = usePopupOpen();
  const endSession = useEndSession();
  const [now, setNow] = useState(() => Date.now());
  const [seen, setSeen] = useState<string[]>(seenBlocks);
  const data = isLogin ? status.data : undefined;
  const fetchedAt = status.dataUpdatedAt;
  const offset = data ? Date.parse(data.now) - fetchedAt : 0;
  const local = (iso: string) => Date.parse(iso) - offset;
  const session = data?.session ?? null;
  const idleExpiresAt = session ? local(session.idleExpiresAt) : Infinity;
  const idleWarnAt = data && session ? idleExpiresAt - data.rules.idleWarningSeconds * 1000 : Infinity;
  const realityDueAt = session?.realityCheck ? local(session.realityCheck.dueAt) : Infinity;
  const { refetch } = status;

  // Read the status again at the next deadline (the idle warning, the reality check).
  useEffect(() => {
    const next = Math.min(idleWarnAt, realityDueAt);
    if (!Number.isFinite(next)) return;
    const wait = Math.max(0, next - Date.now()) + 250;
    const id = window.setTimeout(
      () => {
        void refetch().finally(() => setNow(Date.now()));
      },
      Math.min(wait, 2 ** 31 - 1),
    );
    return () => window.clearTimeout(id);
  }, [idleWarnAt, realityDueAt, refetch]);

  const at = Math.max(now, fetchedAt);
  if (notice) return <NoticeDialog notice={notice} />;
  if (!data) return null;
  if (session && at >= realityDueAt) return <RealityCheckDialog session={session} />;
  if (session && at >= idleWarnAt) {
    return <IdleWarning expiresAt={idleExpiresAt} idleMinutes={data.rules.idleMinutes} />;
  }
  // the rest waits for the popup of the moment (announcements after login, a password change) to close
  if (popupOpen) return null;
  const { requirements } = data;
  if (requirements.riskWarning || requirements.identity || requirements.limits) {
    const signOut = async () => {
      try {
        await call(logout, {});
      } catch {
        // logged out locally all the same
      }
      await endSession({ kind: 'idle', minutes: data.rules.idleMinutes });
      useNoticeStore.getState().dismiss();
    };
    return <RequirementsGate requirements={requirements} onSignOut={() => void signOut()} />;
  }
  const block = data.playBlock;
  const blockKey = block ? `${block.code}|${String(block.params.resumesAt ?? '')}` : null;
  if (block && blockKey && !seen.includes(blockKey)) {
    const close = () => {
      const next = [...seen, blockKey];
      sessionStorage.setItem(dismissedBlocksKey, JSON.stringify(next));
      setSeen(next);
    };
    return <PlayBlockDialog block={block} onClose={close} />;
  }
  return null;
}
