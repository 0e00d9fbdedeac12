import { useTranslation } from 'react-i18next';
import { Modal } from '../components/ui/modal.tsx';
import { ComingSoon } from '../components/ui/coming-soon.tsx';
import { useModalStore, type ModalName } from '../stores/modal-store.ts';

/** Popups whose feature has not landed yet: a real, closable modal saying so. */
export default function PendingModal({
  name,
}: {
  name: Exclude<
    ModalName,
    | 'login'
    | 'register'
    | 'forgot'
    | 'changePassword'
    | 'afterRegister'
    | 'logout'
    | 'needTrueAccount'
    | 'announcement'
    | 'pvpRooms'
  >;
}) {
  const { t } = useTranslation('common');
  const close = useModalStore((s) => s.close);
  const title = t(`modals.${name}`);
  return (
    <Modal open onClose={close} title={title}>
      <ComingSoon title={title} />
    </Modal>
  );
}
