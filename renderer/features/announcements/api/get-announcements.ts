import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAnnouncementContent, noticeContentTypes } from '../../../../shared/api/content.ts';
import { platformCode } from '../../../../shared/constants/business.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';

/** Player notices and popups for the announcement popup; popups depend on the session (A/F or B). */
export const announcementsQueryOptions = (language: Language, isLogin: boolean) =>
  queryOptions({
    queryKey: ['content', 'announcements', language, isLogin ? 'member' : 'visitor'],
    queryFn: ({ signal }) =>
      call(
        getAnnouncementContent,
        { types: noticeContentTypes, platform: platformCode, language },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export function useAnnouncements(language: Language, isLogin: boolean) {
  return useQuery(announcementsQueryOptions(language, isLogin));
}
