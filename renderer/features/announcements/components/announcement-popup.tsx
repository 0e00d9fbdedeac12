import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../shared/constants/business.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useModalStore, type ModalRequest } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { firstLoginFlag, markPopupClosed, pageOfIndex, popupsFor } from '../utils/popup-rules.ts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';

export type AnnouncementItem = { id: number; title: string; content: string };

/** Titles' rooms in the notices' room: a page's first few. */
const roomTitles = 4;

/**
 * The notices' room while they load (the notices' page): the list's titles and the detail's title and lines, hidden,
 * in the boxes AnnouncementList draws (the loading status is the page's to announce).
 */
export function AnnouncementsRoom() {
  return (
    <div className="announcements" aria-hidden="true">
      <div className="announcements__list">
        <ul>
          {Array.from({ length: roomTitles }, (_, i) => (
            <li key={i} className="list-button">
              <span className="skeleton-text announcements__title-room">{'\u00a0'}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="announcements__detail">
        <h3 className="skeleton-text announcements__title-room">{'\u00a0'}</h3>
        <span className="skeleton-text announcements__line-room">{'\u00a0'}</span>
        <span className="skeleton-text announcements__line-room">{'\u00a0'}</span>
      </div>
    </div>
  );
}

/** The paged notice list (9 per page) with its detail panel; changing page selects the page's first item. */
export function AnnouncementList({
  items,
  initialIndex = 0,
}: {
  items: readonly AnnouncementItem[];
  initialIndex?: number;
}) {
  const { t } = useTranslation('announcements');
  const start = Math.min(Math.max(0, initialIndex), Math.max(0, items.length - 1));
  const [page, setPage] = useState(pageOfIndex(start));
  const [selected, setSelected] = useState(start);
  const size = limits.announcementPageSize;
  const totalPages = Math.ceil(items.length / size);
  const pageItems = items.slice(page * size, (page + 1) * size);
  const current = items[selected];
  const goTo = (next: number) => {
    setPage(next);
    setSelected(next * size);
  };
  if (items.length === 0) return <p>{t('popup.empty')}</p>;
  return (
    <div className="announcements">
      <div className="announcements__list">
        <ul aria-label={t('popup.titles')}>
          {pageItems.map((item, i) => {
            const index = page * size + i;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="list-button"
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => setSelected(index)}
                >
                  {item.title}
                </button>
              </li>
            );
          })}
        </ul>
        <Pager
          page={page + 1}
          totalPages={totalPages}
          onChange={(next) => goTo(next - 1)}
          of={t('popup.title')}
        />
      </div>
      {current ? (
        <article className="announcements__detail" aria-live="polite">
          <h3>{current.title}</h3>
          <SafeHtml html={current.content} className="announcements__content" />
        </article>
      ) : null}
    </div>
  );
}

/**
 * The announcement popup (spec §2, §4). Opened with reason 'notices' (from the home marquee, on notice `index`) it
 * lists the player notices; otherwise the popups for the audience (A logged in, F first login, B anonymous).
 * Closing it sets the audience's closed flag.
 */
export function AnnouncementPopup({ request }: { request: ModalRequest }) {
  const { t } = useTranslation('announcements');
  const language = useLanguage();
  const isLogin = useSessionStore((s) => s.isLogin);
  const close = useModalStore((s) => s.close);
  const { data, isPending } = useAnnouncements(language, isLogin);
  const notices = request.reason === 'notices';
  const items: AnnouncementItem[] = notices
    ? (data?.player ?? [])
    : popupsFor(data?.popup ?? [], isLogin, sessionStorage.getItem(firstLoginFlag) === '1');
  const onClose = () => {
    if (!notices) markPopupClosed(isLogin);
    close();
  };
  return (
    <Modal open onClose={onClose} title={t('popup.title')} size="large">
      {isPending ? (
        <p role="status">{t('popup.loading')}</p>
      ) : (
        <AnnouncementList items={items} initialIndex={request.index ?? 0} />
      )}
    </Modal>
  );
}
