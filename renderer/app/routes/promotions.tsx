import { PromotionsPage } from '../../features/promotions/components/promotions-page.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Promotions (/promotions): the merchant's promotions by category, with the player's status and the details. */
export default function PromotionsScreen(_props: ScreenProps) {
  return <PromotionsPage />;
}
