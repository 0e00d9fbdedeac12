import { useTranslation } from 'react-i18next';
import type { CustomerService } from '../../../../shared/api/system.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { platform } from '../../../lib/platform.ts';
import './chat.css';

const known = ['LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'EMAIL'] as const;

/**
 * Customer service (spec §2, §3 "customer service item": csType, path): every channel the merchant's permission info
 * lists — live chat in the customer-service window (440x750 on the desktop), Telegram and WhatsApp outside, e-mail —
 * plus the live chat room, the help centre and feedback.
 */
export function CustomerServiceModal({
  entries,
  onClose,
  onChatRoom,
  onHelp,
  onFeedback,
}: {
  entries: readonly CustomerService[];
  onClose: () => void;
  onChatRoom: () => void;
  onHelp: () => void;
  onFeedback: () => void;
}) {
  const { t } = useTranslation('support');
  const open = (entry: CustomerService) => {
    if (entry.csType === 'LIVECHAT') platform.openCustomerService(entry.path);
    else platform.openExternal(entry.path);
  };
  return (
    <Modal open onClose={onClose} title={t('service.title')} size="small">
      <p className="m-muted">{t('service.intro')}</p>
      <ul className="service-list" aria-label={t('service.channels')}>
        {entries.map((entry) => (
          <li key={`${entry.csType}-${entry.path}`}>
            <button type="button" className="list-button service-list__item" onClick={() => open(entry)}>
              <span className="service-list__name">
                {(known as readonly string[]).includes(entry.csType)
                  ? t(`service.types.${entry.csType}`)
                  : entry.csType}
              </span>
              <span className="service-list__hint">
                {(known as readonly string[]).includes(entry.csType)
                  ? t(`service.hints.${entry.csType}`)
                  : entry.path}
              </span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="list-button service-list__item" onClick={onChatRoom}>
            <span className="service-list__name">{t('service.chatRoom')}</span>
            <span className="service-list__hint">{t('service.chatRoomHint')}</span>
          </button>
        </li>
        <li>
          <button type="button" className="list-button service-list__item" onClick={onHelp}>
            <span className="service-list__name">{t('service.help')}</span>
            <span className="service-list__hint">{t('service.helpHint')}</span>
          </button>
        </li>
        <li>
          <button type="button" className="list-button service-list__item" onClick={onFeedback}>
            <span className="service-list__name">{t('service.feedback')}</span>
            <span className="service-list__hint">{t('service.feedbackHint')}</span>
          </button>
        </li>
      </ul>
    </Modal>
  );
}
