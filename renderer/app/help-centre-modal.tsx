import { Link } from '../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/ui/modal.tsx';
import { HelpCentre } from '../features/help/components/help-centre.tsx';

/** The help-centre popup (spec §2 modals): the same sections and search as /help, with a way to the full page. */
export function HelpCentreModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('support');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('help.title')}
      size="large"
      footer={
        <Link className="btn btn--ghost btn--small" to="/help" onClick={onClose}>
          {t('help.fullPage')}
        </Link>
      }
    >
      <HelpCentre variant="modal" />
    </Modal>
  );
}
