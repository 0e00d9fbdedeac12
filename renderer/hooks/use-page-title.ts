import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SystemStatusResponse } from '../../shared/api/system.ts';
import { pageTitle } from '../../shared/rules/pages.ts';
import { queryKeys } from '../api/query-keys.ts';
import { i18n } from '../lib/i18n.ts';

/**
 * The browser tab's title (its history, bookmarks, a screen reader's announcement of the page) while a screen is
 * shown: the page's heading as the screen draws it — a member centre's tab, a game's name, an article's title — in the
 * player's language, after the merchant's site name (the platform's status, read before any screen draws; the
 * brand's name until then). Each screen names its page; `null` for the home page (the site's name alone).
 */
export function usePageTitle(title: string | null | undefined): void {
  const status = useQueryClient().getQueryData<SystemStatusResponse>(queryKeys.systemStatus);
  const text = pageTitle(title, status?.info.siteName ?? i18n.t('layout:header.brand'));
  useEffect(() => {
    document.title = text;
  }, [text]);
}
