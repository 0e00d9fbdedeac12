import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { firstViewQuiet } from '../../../lib/first-view-quiet.ts';
import { useModalStore, usePopupOpen } from '../../../stores/modal-store.ts';
import { startMarquee } from '../utils/marquee.ts';

export type MarqueeNotice = { id: number; title: string; type: string };

/**
 * The notice marquee: the headline notices (type H; all player notices when there is none) scroll by; a click opens
 * the announcement popup on that notice (its index in the notice list, page = index / 9). The motion stops on hover,
 * on focus and for people who ask for reduced motion. It starts once the page's first view is drawn and quiet
 * (issue 16): until then the notices stand at the window's left edge, readable, and the browser draws no frame for
 * them; a motion from the first paint drew sixty frames a second all through the page's start, on the processor the
 * page was being drawn with. Behind a popup it stands still (the page there is inert).
 */
export function NoticeMarquee({ notices }: { notices: readonly MarqueeNotice[] }) {
  const { t } = useTranslation('home');
  const track = useRef<HTMLUListElement>(null);
  const behindPopup = usePopupOpen();
  const shown = notices.length > 0;
  useEffect(() => {
    if (!shown) return;
    let live = true;
    void firstViewQuiet().then(() => {
      if (live && track.current) startMarquee(track.current);
    });
    return () => {
      live = false;
    };
  }, [shown]);
  if (!shown) return null;
  const headlines = notices.some((n) => n.type === 'H') ? notices.filter((n) => n.type === 'H') : notices;
  const open = (id: number) =>
    useModalStore.getState().open('announcement', {
      reason: 'notices',
      index: Math.max(
        0,
        notices.findIndex((n) => n.id === id),
      ),
    });
  return (
    <section className="marquee" aria-label={t('marquee.label')}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="marquee__icon">
        <path
          d="M3 10v4h4l5 5V5L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z"
          fill="currentColor"
        />
      </svg>
      <div className="marquee__viewport">
        <ul className="marquee__track" ref={track} data-paused={behindPopup ? '' : undefined}>
          {headlines.map((notice) => (
            <li key={notice.id}>
              <button type="button" onClick={() => open(notice.id)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
