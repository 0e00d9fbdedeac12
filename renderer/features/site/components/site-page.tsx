import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SitePageKey } from '../../../../shared/api/site.ts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSitePage, useVerifyRepresentative } from '../api/site-api.ts';
import './site.css';
import '../../../components/ui/money-ui.css';

/** "Verify Representative": is a contact one of the merchant's official channels? */
function VerifyForm() {
  const { t } = useTranslation('pages');
  const [contact, setContact] = useState('');
  const [checked, setChecked] = useState('');
  const verify = useVerifyRepresentative();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = contact.trim();
    if (value.length < 3) return;
    setChecked(value);
    verify.mutate(value);
  };
  return (
    <form className="m-panel verify" onSubmit={submit} aria-labelledby="verify-title">
      <h2 id="verify-title" className="m-panel__subtitle">
        {t('verify.formTitle')}
      </h2>
      <div className="verify__row">
        <label className="field__label" htmlFor="verify-contact">
          {t('verify.contact')}
        </label>
        <input
          id="verify-contact"
          className="field__input verify__input"
          value={contact}
          minLength={3}
          maxLength={200}
          required
          aria-describedby="verify-hint"
          onChange={(event) => setContact(event.target.value)}
        />
        <p id="verify-hint" className="field__hint">
          {t('verify.hint')}
        </p>
        <button type="submit" className="btn btn--primary" disabled={verify.isPending}>
          {t('verify.check')}
        </button>
      </div>
      <div aria-live="polite">
        {verify.isError ? (
          <p className="m-error" role="alert">
            {errorText(verify.error)}
          </p>
        ) : null}
        {verify.data ? (
          verify.data.official ? (
            <p className="verify__result verify__result--ok">
              {t('verify.official', {
                contact: checked,
                channel: t(`verify.channels.${verify.data.channel ?? 'SITE'}`, {
                  defaultValue: verify.data.channel ?? '',
                }),
              })}
            </p>
          ) : (
            <p className="verify__result verify__result--no">
              {t('verify.notOfficial', { contact: checked })}
            </p>
          )
        ) : null}
      </div>
    </form>
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

/** About us, licences, verify representative: the merchant's page in the player's language (sanitized HTML). */
export function SitePage({ pageKey }: { pageKey: SitePageKey }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const page = useSitePage(pageKey, language);
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
          <p className="m-muted site-page__updated">
            {t('updated', { date: formatDateTime(page.data.updatedTime, language) })}
          </p>
        </article>
      ) : null}
      {pageKey === 'verify' ? <VerifyForm /> : null}
    </div>
  );
}
