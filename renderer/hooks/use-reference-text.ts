import { useTranslation } from 'react-i18next';
import { parseContractReference } from '../../shared/api/contract-reference.ts';
import { formatDateTime } from '../lib/format.ts';
import { useLanguage } from './use-language.ts';

/**
 * A ledger entry's reference as a person reads it: the platform's structured references (a contract payout's
 * contract and period) worded in the interface's language, anything else (order and round numbers) as it is.
 */
export function useReferenceText(): (reference: string | null) => string {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (reference) => {
    if (reference === null || reference === '') return '—';
    const contract = parseContractReference(reference);
    if (!contract) return reference;
    return t(contract.late ? 'ledgerReference.contractLate' : 'ledgerReference.contract', {
      contract: contract.contractId,
      start: formatDateTime(contract.periodStart, language),
    });
  };
}
