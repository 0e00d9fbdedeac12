import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalStore } from '../../../stores/modal-store.ts';
import './auth-modals.css';

/**
 * Login, register and forgot-password popups. The mechanics are real (open from anywhere, switch into each other,
 * Esc / close button); the forms arrive with the accounts issue, so the body says so honestly.
 */
export function LoginModal() {
  const { t } = useTranslation('auth');
  const current = useModalStore((s) => s.current);
  const close = useModalStore((s) => s.close);
  const switchTo = useModalStore((s) => s.switchTo);
  return (
    <Modal open onClose={close} title={t('login.title')} size="small">
      {current?.reason === 'sessionExpired' ? (
        <p className="auth-modal__notice" role="alert">
          {t('login.sessionExpired')}
        </p>
      ) : null}
      <p className="auth-modal__soon">{t('login.comingSoon')}</p>
      <div className="auth-modal__actions">
        <button type="button" className="link-btn" onClick={() => switchTo('forgot')}>
          {t('login.forgotLink')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => switchTo('register')}>
          {t('login.toRegister')}
        </button>
      </div>
    </Modal>
  );
}

export function RegisterModal() {
  const { t } = useTranslation('auth');
  const close = useModalStore((s) => s.close);
  const switchTo = useModalStore((s) => s.switchTo);
  return (
    <Modal open onClose={close} title={t('register.title')} size="small">
      <p className="auth-modal__soon">{t('register.comingSoon')}</p>
      <div className="auth-modal__actions">
        <button type="button" className="btn btn--ghost" onClick={() => switchTo('login')}>
          {t('register.toLogin')}
        </button>
      </div>
    </Modal>
  );
}

export function ForgotPasswordModal() {
  const { t } = useTranslation('auth');
  const close = useModalStore((s) => s.close);
  const switchTo = useModalStore((s) => s.switchTo);
  return (
    <Modal open onClose={close} title={t('forgot.title')} size="small">
      <p className="auth-modal__soon">{t('forgot.comingSoon')}</p>
      <div className="auth-modal__actions">
        <button type="button" className="btn btn--ghost" onClick={() => switchTo('login')}>
          {t('forgot.toLogin')}
        </button>
      </div>
    </Modal>
  );
}
