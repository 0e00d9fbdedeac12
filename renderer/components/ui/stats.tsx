import type { ReactNode } from 'react';
import './money-ui.css';

export type Stat = { label: string; value: ReactNode; testId?: string };

/** Figures with their names as a description list: a record's totals, the member's details and funds. */
export function Stats({ items, label }: { items: readonly Stat[]; label?: string }) {
  return (
    <dl className="m-stats" aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
