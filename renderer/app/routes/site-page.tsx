import type { SitePageKey } from '../../../shared/api/site.ts';
import { SitePage } from '../../features/site/components/site-page.tsx';
import type { ScreenProps } from './screen-props.ts';

const pageOf: Record<string, SitePageKey> = {
  aboutUs: 'about',
  licence: 'licence',
  verifyRepresentative: 'verify',
};

/** About us, licences, "Verify Representative": the merchant's pages, reached from the footer. */
export default function SitePageScreen({ meta }: ScreenProps) {
  const key = pageOf[meta.name] ?? 'about';
  return <SitePage key={key} pageKey={key} />;
}
