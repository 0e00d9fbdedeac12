import { useTranslation } from 'react-i18next';
import './engagement.css';

/**
 * The count bubble of a menu entry (rewards to claim, missions complete). Nothing at zero; the number is read out
 * with its meaning ("3 to claim") in the entry's accessible name.
 */
export function CountBadge({ count }: { count: number }) {
  const { t } = useTranslation('engagement');
  if (count <= 0) return null;
  return (
    <>
      <span className="count-badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{` (${t('badge.count', { count })})`}</span>
    </>
  );
}
