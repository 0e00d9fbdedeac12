import { Link } from '../ui/link.tsx';
import { useTranslation } from 'react-i18next';

/** The "Aurora Play" mark and wordmark, without a link: the brand of the header and of the page shell (index.html). */
export function BrandMark({ word }: { word: string }) {
  return (
    <>
      <svg className="brand__mark" viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <defs>
          <linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--brand-1)" />
            <stop offset="1" stopColor="var(--brand-2)" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="15" fill="url(#brand-gradient)" />
        <path
          d="M9 22 L16 8 L23 22 M12 17 H20"
          stroke="#fff"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand__word" aria-hidden="true">
        {word}
      </span>
    </>
  );
}

/** The "Aurora Play" wordmark with an inline SVG mark; links home. */
export function Brand() {
  const { t } = useTranslation('layout');
  return (
    <Link to="/" className="brand" aria-label={t('header.homeLink')}>
      <BrandMark word={t('header.brand')} />
    </Link>
  );
}
