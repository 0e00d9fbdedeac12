import type { Language } from '../../../../shared/constants/i18n.ts';
import { numberFormat } from '../../../lib/format.ts';

/** Points are whole numbers, grouped as the language groups thousands (1.500 / 1,500). */
export function formatPoints(points: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(points);
}

/** A signed change of points (+120 / −300). */
export function formatPointsChange(points: number, language: Language): string {
  const text = formatPoints(Math.abs(points), language);
  return points > 0 ? `+${text}` : points < 0 ? `−${text}` : text;
}
