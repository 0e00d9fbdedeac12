import { useEffect } from 'react';
import {
  AfterRegisterModal,
  ChangePasswordModal,
  ForgotPasswordModal,
  LoginModal,
  LogoutModal,
  NeedTrueAccountModal,
  RegisterModal,
} from '../features/auth/components/auth-modals.tsx';
import { useModalStore } from '../stores/modal-store.ts';
import { AnnouncementPopup } from '../features/announcements/components/announcement-popup.tsx';
import { PvpRoomsDialog } from '../features/games/components/pvp-rooms-dialog.tsx';
import { FeedbackModal } from '../features/feedback/components/feedback-modal.tsx';
import { HelpCentreModal } from './help-centre-modal.tsx';
import { ChatRoomModal } from '../features/chat/components/chat-room-modal.tsx';
import { CustomerServiceModal } from '../features/chat/components/customer-service-modal.tsx';
import { useSystemStatus } from '../api/get-system-status.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Feedback needs a member (spec §6): a visitor gets the login popup first, and feedback after. */
function FeedbackPopup() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const open = useModalStore((s) => s.open);
  const close = useModalStore((s) => s.close);
  useEffect(() => {
    if (!isLogin) open('login', { returnTo: `${window.location.pathname}${window.location.search}` });
  }, [isLogin, open]);
  return isLogin ? <FeedbackModal onClose={close} /> : null;
}

function CustomerServicePopup() {
  const entries = useSystemStatus().data?.info.customerService ?? [];
  const { close, open } = useModalStore.getState();
  return (
    <CustomerServiceModal
      entries={entries}
      onClose={close}
      onChatRoom={() => open('chatRoom')}
      onHelp={() => open('helpCentre')}
      onFeedback={() => open('feedback')}
    />
  );
}

/** Renders the popup the modal store asks for; `key` remounts when switching (login ⇄ register). */
export function ModalHost() {
  const current = useModalStore((s) => s.current);
  const close = useModalStore((s) => s.close);
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
    case 'feedback':
      return <FeedbackPopup key="feedback" />;
    case 'helpCentre':
      return <HelpCentreModal key="helpCentre" onClose={close} />;
    case 'chatRoom':
      return <ChatRoomModal key="chatRoom" onClose={close} />;
    case 'customerService':
      return <CustomerServicePopup key="customerService" />;
  }
}
