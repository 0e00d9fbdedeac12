import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SitePageKey } from '../../../../shared/api/site.ts';
import { Field } from '../../../components/ui/form/field.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useFirstViewQuiet } from '../../../hooks/use-first-view-quiet.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSitePage } from '../api/site-api.ts';
import './site.css';
import '../../../components/ui/money-ui.css';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/**
 * The check form comes with its own code (react-hook-form and the call's schema: a sixth of the page's JavaScript),
 * which about us and the licences do not need; its frame holds its room meanwhile.
 */
const VerifyForm = lazy(async () => ({ default: (await import('./verify-form.tsx')).VerifyForm }));

/** The longest the form waits for the merchant's text (a slow platform): then its code is asked for anyway. */
const formWaitMs = 2_000;

/**
 * True from the frame after `ready` has been drawn (at most 100 ms later: a hidden tab draws none), or `formWaitMs`
 * after the page is first drawn. The form's code is asked for then, once the merchant's text (the page's largest
 * paint) is on screen: asked for with it, it shared the phone's line with the page's first drawing, and Lighthouse
 * counts a request started before the largest paint as part of it (2.8 s against 2.45 s on the licences page, the
 * same screen; issue 16).
 */
function useDrawn(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), formWaitMs);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!ready || drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => setDrawn(true);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(done, 0);
    });
    timer = setTimeout(done, 100);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, drawn]);
  return drawn;
}

/** The check form as it first shows (title, field, hint, button), not yet usable: the same boxes, so nothing moves. */
function VerifyFormFrame() {
  const { t } = useTranslation('pages');
  return (
    <div className="m-panel verify" aria-hidden="true">
      <h2 className="m-panel__subtitle">{t('verify.formTitle')}</h2>
      <div className="verify__row">
        <Field label={t('verify.contact')} hint={t('verify.hint')} required>
          {(control) => <input {...control} disabled />}
        </Field>
        <button type="button" className="btn btn--primary" disabled>
          {t('verify.check')}
        </button>
      </div>
      {/* the answer's place, empty until a check (the panel's gap before it is the form's) */}
      <div />
    </div>
  );
}

/** Lines of a site page's skeleton: a short page's room on a phone (site.css keeps four on a wide screen). */
const skeletonLines = 12;

/**
 * A site page's room while it loads (seldom: the platform writes it into a page it serves, the app asks with the
 * layout's calls): the article's panel with lines of text, so the "Verify Representative" form under it moves little
 * or not at all when the page arrives (issue 16). One status is announced.
 */
function SitePageSkeleton({ label }: { label: string }) {
  return (
    <article className="m-panel site-page__skeleton">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {Array.from({ length: skeletonLines }, (_, i) => (
        <span key={i} className="skeleton-text site-page__skeleton-line" aria-hidden="true">
          {'\u00a0'}
        </span>
      ))}
      <span className="skeleton-text site-page__updated" aria-hidden="true">
        {'\u00a0'}
      </span>
    </article>
  );
}

/**
 * The page's update date, in the interface's language; its room until the first view is quiet: the page's first date
 * formatter is a long task of its own (`useFirstViewQuiet`), and the page the platform wrote has the room there
 * (`shellSitePageHtml`: the takeover redraws nothing).
 */
function Updated({ time }: { time: string }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const quiet = useFirstViewQuiet();
  if (!quiet) return <p className="m-muted site-page__updated skeleton-text">{'\u00a0'}</p>;
  return (
    <p className="m-muted site-page__updated">{t('updated', { date: formatDateTime(time, language) })}</p>
  );
}

/** About us, licences, verify representative: the merchant's page in the player's language (sanitized HTML). */
export function SitePage({ pageKey }: { pageKey: SitePageKey }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const page = useSitePage(pageKey, language);
  usePageTitle(t(`titles.${pageKey}`));
  // the form's code once the page's text (or its refusal) is drawn
  const formCode = useDrawn(!page.isPending);
  return (
    <div className="content-page">
      <h1>{t(`titles.${pageKey}`)}</h1>
      {page.isPending ? <SitePageSkeleton label={t('loading')} /> : null}
      {page.isError ? (
        <p className="m-error" role="alert">
          {errorText(page.error)}
        </p>
      ) : null}
      {page.data ? (
        <article className="m-panel">
          <SafeHtml html={page.data.content} className="rich-text" />
          <Updated time={page.data.updatedTime} />
        </article>
      ) : null}
      {pageKey === 'verify' ? (
        formCode ? (
          <Suspense fallback={<VerifyFormFrame />}>
            <VerifyForm />
          </Suspense>
        ) : (
          <VerifyFormFrame />
        )
      ) : null}
    </div>
  );
}
