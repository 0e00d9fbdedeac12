import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (notices, popups) rendered only after DOMPurify: no scripts, handlers or javascript: links. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
