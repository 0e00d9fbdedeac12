import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useAnnouncements } from '../../features/announcements/api/get-announcements.ts';
import {
  AnnouncementList,
  AnnouncementsRoom,
} from '../../features/announcements/components/announcement-popup.tsx';
import type { ScreenProps } from './screen-props.ts';
import './games.css';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/** Announcements: the player notices, 9 per page, with their detail. */
export default function AnnounceScreen(_props: ScreenProps) {
  const { t } = useTranslation(['screens', 'announcements']);
  const language = useLanguage();
  const isLogin = useSessionStore((s) => s.isLogin);
  const { data, isPending } = useAnnouncements(language, isLogin);
  usePageTitle(t('screens:announce.title'));
  return (
    <div className="games-page">
      <h1>{t('screens:announce.title')}</h1>
      {isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {t('announcements:popup.loading')}
          </p>
          <AnnouncementsRoom />
        </>
      ) : (
        <AnnouncementList items={data?.player ?? []} />
      )}
    </div>
  );
}
