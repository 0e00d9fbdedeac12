import { lazy, Suspense, type ComponentType } from 'react';
import { useModalStore } from '../stores/modal-store.ts';

/**
 * The popups load with their first opening, not with the first view (issue 16): the forms (react-hook-form, the
 * schemas), the sanitizer of the announcements and the PvP rooms are not what the home page shows. `preloadModal`
 * fetches one ahead (the header's login and register buttons on hover/focus, the home page when idle).
 */
const authModals = () => import('../features/auth/components/auth-modals.tsx');
const announcementPopup = () => import('../features/announcements/components/announcement-popup.tsx');
const pvpRoomsDialog = () => import('../features/games/components/pvp-rooms-dialog.tsx');

type AuthModals = Awaited<ReturnType<typeof authModals>>;
function lazyAuth(pick: (module: AuthModals) => ComponentType) {
  return lazy(async () => ({ default: pick(await authModals()) }));
}

const LoginModal = lazyAuth((m) => m.LoginModal);
const RegisterModal = lazyAuth((m) => m.RegisterModal);
const ForgotPasswordModal = lazyAuth((m) => m.ForgotPasswordModal);
const ChangePasswordModal = lazyAuth((m) => m.ChangePasswordModal);
const AfterRegisterModal = lazyAuth((m) => m.AfterRegisterModal);
const LogoutModal = lazyAuth((m) => m.LogoutModal);
const NeedTrueAccountModal = lazyAuth((m) => m.NeedTrueAccountModal);
const AnnouncementPopup = lazy(async () => ({ default: (await announcementPopup()).AnnouncementPopup }));
const PvpRoomsDialog = lazy(async () => ({ default: (await pvpRoomsDialog()).PvpRoomsDialog }));

/** Fetches a popup's code ahead of its opening (idempotent: the module loader keeps it). */
export function preloadModal(name: 'auth' | 'announcement'): void {
  void (name === 'auth' ? authModals() : announcementPopup()).catch(() => undefined);
}

const PendingModal = lazy(() => import('./pending-modal.tsx'));

/** Renders the popup the modal store asks for (its code loading on first use). */
export function ModalHost() {
  return (
    <Suspense fallback={null}>
      <CurrentModal />
    </Suspense>
  );
}

/** The popup of the moment; `key` remounts when switching (login ⇄ register). */
function CurrentModal() {
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
