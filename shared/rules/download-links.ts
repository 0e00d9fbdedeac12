import type { MerchantInfo } from '../api/system.ts';

/*
 * The addresses the app download page offers (spec §1, §2 `/down`): the app's page and the platform, which writes
 * that page into the page it serves (shared/api/first-view.ts), read them alike from the merchant's status.
 */

/** The merchant's apps (resources APP_IOS, APP_ANDROID) where it has them, and this site's address (the lite app). */
export type DownloadLinks = { ios?: string; android?: string; site: string };

/** The download page's addresses; `here`: this site's address, for a status without one (not loaded yet). */
export function downloadLinks(info: MerchantInfo | undefined, here: string): DownloadLinks {
  const resource = (type: string) =>
    info?.resources.find((entry) => entry.resourceType === type && entry.url !== '')?.url;
  const ios = resource('APP_IOS');
  const android = resource('APP_ANDROID');
  return {
    ...(ios === undefined ? {} : { ios }),
    ...(android === undefined ? {} : { android }),
    site: info?.mainDomain ?? here,
  };
}

/** The page's forms by the apps the merchant has: each is drawn differently (a QR code and a button, or a line). */
export const downloadVariants = ['none', 'ios', 'android', 'both'] as const;
export type DownloadVariant = (typeof downloadVariants)[number];

export function downloadVariantOf(links: DownloadLinks): DownloadVariant {
  if (links.ios !== undefined) return links.android !== undefined ? 'both' : 'ios';
  return links.android !== undefined ? 'android' : 'none';
}
