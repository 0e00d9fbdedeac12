import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import type { ContractTab } from './contract-page.tsx';

export type PendingContract = { tab: ContractTab; type: 'NEW' | 'TERMINATE' };

const seenKey = 'CONTRACT_REQUESTS_SEEN';

/**
 * The popup of the consolidated contract info (spec §3): on entering the agent centre, the contract requests waiting
 * for the agent's answer — a new offer or new terms, a termination the other side asked for — each with a way to its
 * page. Shown once per tab session for the same requests, and not over the page of a kind it lists.
 */
export function PendingContracts({
  pending,
  current,
  onOpen,
}: {
  pending: readonly PendingContract[];
  current: string;
  onOpen: (tab: ContractTab) => void;
}) {
  const { t } = useTranslation('agent-contracts');
  const signature = pending.map((p) => `${p.tab}:${p.type}`).join(',');
  const [closed, setClosed] = useState(() => sessionStorage.getItem(seenKey));
  const open = pending.length > 0 && closed !== signature && !pending.some((p) => p.tab === current);
  const close = () => {
    sessionStorage.setItem(seenKey, signature);
    setClosed(signature);
  };
  return (
    <Modal open={open} onClose={close} title={t('pending.title')} size="small">
      <ul className="contract-pending">
        {pending.map((item) => (
          <li key={item.tab}>
            <span>
              {t(`tabs.${item.tab}`)}: {t(`pending.${item.type}`)}
            </span>
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => {
                close();
                onOpen(item.tab);
              }}
            >
              {t('pending.open')}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
