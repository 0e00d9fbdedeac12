import { useSystemStatus } from '../../api/get-system-status.ts';
import { DownloadPage } from '../../features/site/components/download-page.tsx';
import type { ScreenProps } from './screen-props.ts';

/** App download (/down): iOS steps, Android, the lite app — each with a QR code. */
export default function DownloadScreen(_props: ScreenProps) {
  const info = useSystemStatus().data?.info;
  return <DownloadPage info={info} />;
}
