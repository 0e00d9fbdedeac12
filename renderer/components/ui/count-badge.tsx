import { useTranslation } from 'react-i18next';

/**
 * The count bubble of a menu entry (rewards to claim, missions complete, unread messages). Nothing at zero; the number
 * is read out with its meaning ("3 to claim", or the caller's own wording such as "2 unread") in the entry's name.
 */
export function CountBadge({
  count,
  label,
  className,
}: {
  count: number;
  /** the accessible wording of the count (default: "{count} to claim") */
  label?: string | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation('layout');
  if (count <= 0) return null;
  return (
    <>
      <span className={className ? `count-badge ${className}` : 'count-badge'} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{` (${label ?? t('badge.count', { count })})`}</span>
    </>
  );
}
