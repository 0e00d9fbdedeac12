import { lazy, Suspense, useDeferredValue, useEffect, type ComponentType } from 'react';
import { preloadModalCode } from '../components/ui/modal.tsx';
import { useModalStore } from '../stores/modal-store.ts';
import { useSystemStatus } from '../api/get-system-status.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { withTexts } from '../lib/i18n.ts';
import { nextTask } from '../lib/next-task.ts';
import type { Namespace } from '../locales/resources.ts';

/**
 * The popups load with their first opening, not with the first view (issue 16): the forms (react-hook-form, the
 * schemas), the sanitizer of the announcements, the PvP rooms, feedback, help and chat are not what the home page
 * shows. `preloadModal` fetches the login and register forms ahead (app/preload.ts: at the first touch or key).
 */
/**
 * A popup's module together with the dialog's code: the popup then renders in one pass (a dialog suspending inside a
 * popup's first render would run its state initialisers twice, e.g. lose the password handed over at login).
 */
async function withDialog<M>(load: Promise<M>, ...texts: Namespace[]): Promise<M> {
  const [module] = await Promise.all([withTexts(load, ...texts), preloadModalCode()]);
  return module;
}

// with the forms' texts (a lazy namespace), for the same reason
const authModals = () => withDialog(import('../features/auth/components/auth-modals.tsx'), 'auth');
// the sign-up form reads the responsible-play texts as well (the limits and the risk warning Brazil mode asks): with
// them fetched after its code, the popup was drawn ~0.4 s later on slow 4G (issue 16)
const registerModal = () => withTexts(authModals(), 'responsible');
const announcementPopup = () =>
  withDialog(import('../features/announcements/components/announcement-popup.tsx'));

type AuthModals = Awaited<ReturnType<typeof authModals>>;
function lazyAuth(pick: (module: AuthModals) => ComponentType) {
  return lazy(async () => ({ default: pick(await authModals()) }));
}

const LoginModal = lazyAuth((m) => m.LoginModal);
const RegisterModal = lazy(async () => ({ default: (await registerModal()).RegisterModal }));
const ForgotPasswordModal = lazyAuth((m) => m.ForgotPasswordModal);
const ChangePasswordModal = lazyAuth((m) => m.ChangePasswordModal);
const AfterRegisterModal = lazyAuth((m) => m.AfterRegisterModal);
const LogoutModal = lazyAuth((m) => m.LogoutModal);
const NeedTrueAccountModal = lazyAuth((m) => m.NeedTrueAccountModal);
const AnnouncementPopup = lazy(async () => ({ default: (await announcementPopup()).AnnouncementPopup }));
const PvpRoomsDialog = lazy(async () => ({
  default: (await withDialog(import('../features/games/components/pvp-rooms-dialog.tsx'))).PvpRoomsDialog,
}));
const FeedbackModal = lazy(async () => ({
  default: (await withDialog(import('../features/feedback/components/feedback-modal.tsx'))).FeedbackModal,
}));
const HelpCentreModal = lazy(async () => ({
  default: (await withDialog(import('./help-centre-modal.tsx'))).HelpCentreModal,
}));
const ChatRoomModal = lazy(async () => ({
  default: (await withDialog(import('../features/chat/components/chat-room-modal.tsx'))).ChatRoomModal,
}));
const CustomerServiceModal = lazy(async () => ({
  default: (await withDialog(import('../features/chat/components/customer-service-modal.tsx')))
    .CustomerServiceModal,
}));

const preloaded = { auth: authModals, register: registerModal, announcement: announcementPopup };

/**
 * Fetches a popup's code ahead of its opening (idempotent: the module loader keeps it): the dialog's, then the
 * popup's in a task of its own. An import asks for all its files at once (a link each); the login forms' two dozen
 * and the dialog's were one task of ~35 ms with the start's, ~140 ms on a phone's CPU (issue 16). 'auth': the account
 * popups' code and texts; 'register': the same and the sign-up's responsible-play texts.
 */
export function preloadModal(name: keyof typeof preloaded): void {
  void preloadModalCode().catch(() => undefined);
  void nextTask()
    .then((): Promise<unknown> => preloaded[name]())
    .catch(() => undefined);
}

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

/** Renders the popup the modal store asks for (its code loading on first use). */
export function ModalHost() {
  return (
    <Suspense fallback={null}>
      <CurrentModal />
    </Suspense>
  );
}

/**
 * The popup of the moment; `key` remounts when switching (login ⇄ register).
 *
 * A popup opening where there was none is drawn as a transition (issue 16): the store's change answers at once with
 * nothing new, React then draws the popup in slices of a few milliseconds and commits it, with its focus and scroll
 * lock, in a short task of its own. All in one task, the notice popup's opening kept a phone's main thread for
 * ~200 ms during the home page's load, and a click that opens a popup waited for all of it before the page could
 * paint. A popup replacing another, and a close, are drawn at once: the popup going away is never left on screen to
 * be clicked.
 */
function CurrentModal() {
  const requested = useModalStore((s) => s.current);
  const deferred = useDeferredValue(requested);
  const current = deferred === null ? null : requested;
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
