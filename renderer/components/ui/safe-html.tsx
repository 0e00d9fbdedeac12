import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { platform } from '../../lib/platform.ts';
import './safe-html.css';

/**
 * Server HTML (notices, popups, messages, help articles, the site's pages) rendered only after DOMPurify: no scripts,
 * handlers or javascript: links. A link to a route of the app (`/pointMall`) navigates inside the app; an outside
 * http(s) link opens outside (a new tab on the web, the system browser on the desktop); mailto: as the system does.
 */
export function SafeHtml({
  html,
  className,
  id,
}: {
  html: string;
  className?: string | undefined;
  id?: string | undefined;
}) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  const inRouter = useInRouterContext();
  return inRouter ? (
    <RoutedHtml clean={clean} className={className} id={id} />
  ) : (
    <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

function RoutedHtml({
  clean,
  className,
  id,
}: {
  clean: string;
  className?: string | undefined;
  id?: string | undefined;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href) return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      void navigate(href);
    } else if (/^https?:\/\//i.test(href)) {
      event.preventDefault();
      platform.openExternal(href);
    }
  };
  return (
    // the clicks are on the links inside (keyboard users activate them with Enter, which also clicks)
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div id={id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
