import { sitePagePaths } from '../../../shared/api/first-view.ts';
import { SitePage } from '../../features/site/components/site-page.tsx';
import type { ScreenProps } from './screen-props.ts';

/**
 * About us, licences, "Verify Representative": the merchant's pages, reached from the footer. Which page a path shows
 * is the table the platform writes the page's first view by (shared/api/first-view.ts).
 */
export default function SitePageScreen({ meta }: ScreenProps) {
  const key = sitePagePaths[meta.paths[0] ?? ''] ?? 'about';
  return <SitePage key={key} pageKey={key} />;
}
