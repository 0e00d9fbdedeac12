import { useTranslation } from 'react-i18next';
import { Modal } from '../components/ui/modal.tsx';
import { ComingSoon } from '../components/ui/coming-soon.tsx';
import {
  AfterRegisterModal,
  ChangePasswordModal,
  ForgotPasswordModal,
  LoginModal,
  LogoutModal,
  NeedTrueAccountModal,
  RegisterModal,
} from '../features/auth/components/auth-modals.tsx';
import { useModalStore, type ModalName } from '../stores/modal-store.ts';
import { AnnouncementPopup } from '../features/announcements/components/announcement-popup.tsx';
import { PvpRoomsDialog } from '../features/games/components/pvp-rooms-dialog.tsx';

/** Popups whose feature has not landed yet: a real, closable modal saying so. */
function PendingModal({
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

/** Renders the popup the modal store asks for; `key` remounts when switching (login ⇄ register). */
export function ModalHost() {
  const current = useModalStore((s) => s.current);
  if (!current) return null;
  switch (current.name) {
    case 'login':
      return <LoginModal key="login" />;
    case 'register':
      return <RegisterModal key="register" />;
    case 'forgot':
      return <ForgotPasswordModal key="forgot" />;
    case 'announcement':
      return (
        <AnnouncementPopup
          key={`announcement-${current.reason ?? ''}-${current.index ?? 0}`}
          request={current}
        />
      );
    case 'changePassword':
      return <ChangePasswordModal key="changePassword" />;
    case 'afterRegister':
      return <AfterRegisterModal key="afterRegister" />;
    case 'logout':
      return <LogoutModal key="logout" />;
    case 'needTrueAccount':
      return <NeedTrueAccountModal key="needTrueAccount" />;
    case 'pvpRooms':
      return current.game ? (
        <PvpRoomsDialog key={`pvpRooms-${current.game.gameCode}`} game={current.game} />
      ) : null;
    default:
      return <PendingModal key={current.name} name={current.name} />;
  }
}
