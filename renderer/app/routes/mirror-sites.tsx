import { MirrorSites } from '../../features/site/components/mirror-sites.tsx';
import type { ScreenProps } from './screen-props.ts';

/** The official mirror sites (domainRoute). */
export default function MirrorSitesScreen(_props: ScreenProps) {
  return <MirrorSites />;
}
