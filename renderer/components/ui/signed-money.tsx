import { formatMoney } from '../../lib/format.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import './money-ui.css';

/** A signed amount of money: "+R$ 10,00" in the accent colour, "-R$ 5,00" in the danger colour (records, reports). */
export function SignedMoney({ cents }: { cents: number }) {
  const language = useLanguage();
  return (
    <span className={cents < 0 ? 'm-neg' : cents > 0 ? 'm-pos' : undefined}>
      {cents > 0 ? '+' : ''}
      {formatMoney(cents, language)}
    </span>
  );
}
