import { Link } from '../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from './screen-props.ts';
import './not-found.css';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export default function NotFoundScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  usePageTitle(t('notFound.title'));
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link className="btn btn--primary" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
