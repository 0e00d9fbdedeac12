import { PointMall } from '../../features/points/components/point-mall.tsx';
import type { ScreenProps } from './screen-props.ts';

/** The points mall (/pointMall): rewards, redeem history, points details, conversion. */
export default function PointMallScreen(_props: ScreenProps) {
  return <PointMall />;
}
