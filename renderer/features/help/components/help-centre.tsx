import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { withoutRepeatedTitle } from '../../../../shared/rules/help-text.ts';
import { searchHelp, useHelpCentre } from '../api/help-api.ts';
import './help.css';
import '../../../components/ui/money-ui.css';

/**
 * The help centre (spec §2, §7 `/wps/system/helpCenter`): the sections in the player's language, a search over titles
 * and texts, and deep links by anchor — each section is `#<key>` (`/help#term` from the registration form lands on
 * the terms), each article `#<key>-<n>`. Used by the /help page, /helpmc and the help-centre popup.
 */
export function HelpCentre({ variant = 'page' }: { variant?: 'page' | 'modal' }) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const { hash } = useLocation();
  const help = useHelpCentre(language);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const sections = useMemo(() => searchHelp(help.data ?? [], query), [help.data, query]);
  const count = sections.reduce((sum, s) => sum + s.articles.length, 0);
  const landed = useRef<string | null>(null);

  // Land on the anchor once the sections are there (and again when the hash changes).
  useEffect(() => {
    if (variant !== 'page' || !help.data || hash.length < 2) return;
    const target = decodeURIComponent(hash.slice(1));
    if (landed.current === target) return;
    const element = document.getElementById(target);
    if (!element) return;
    landed.current = target;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [help.data, hash, variant]);

  const Heading = variant === 'page' ? 'h2' : 'h3';
  const SubHeading = variant === 'page' ? 'h3' : 'h4';

  return (
    <div className={`help help--${variant}`}>
      <div className="help__search">
        {/* the search's own classes (help.css): the form fields' (form.css) come with the forms' code, before or
            after this page's, and a field's rules on the same element then won or lost by which had loaded last
            (the box had no border on a wide screen, where the header's login form loads form.css) */}
        <label htmlFor={searchId} className="help__search-label">
          {t('help.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="help__search-input"
          value={query}
          placeholder={t('help.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
        {query.trim() !== '' ? (
          <p className="m-muted" role="status">
            {t('help.results', { count })}
          </p>
        ) : null}
      </div>
      {help.isPending ? <p className="m-muted">{t('help.loading')}</p> : null}
      {help.isError ? (
        <p className="m-error" role="alert">
          {errorText(help.error)}
        </p>
      ) : null}
      {help.data && query.trim() === '' ? (
        <nav className="help__toc" aria-label={t('help.sections')}>
          <ul>
            {help.data.map((section) => (
              <li key={section.key}>
                {variant === 'page' ? (
                  <a href={`#${section.key}`}>{section.title}</a>
                ) : (
                  <Link to={`/help#${section.key}`}>{section.title}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {help.data && sections.length === 0 ? <p className="m-empty">{t('help.noResults')}</p> : null}
      {sections.map((section) => (
        <section
          key={section.key}
          id={variant === 'page' ? section.key : undefined}
          className="help__section"
          aria-labelledby={`help-${variant}-${section.key}`}
          tabIndex={-1}
        >
          <Heading id={`help-${variant}-${section.key}`} className="help__section-title">
            {section.title}
          </Heading>
          {section.articles.map((article, index) => (
            <article
              key={article.id}
              id={variant === 'page' ? `${section.key}-${index + 1}` : undefined}
              className="help__article"
            >
              <SubHeading className="help__article-title">{article.title}</SubHeading>
              <SafeHtml html={withoutRepeatedTitle(article.content, article.title)} className="rich-text" />
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
