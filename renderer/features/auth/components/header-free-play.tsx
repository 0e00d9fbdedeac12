import { useTranslation } from 'react-i18next';
import { useWhitelabelFlags } from '../../../hooks/use-whitelabel-flags.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { handOff } from '../utils/login-handoff.ts';
import { FreePlayButton } from './free-play-button.tsx';

/**
 * "Free play" in the header (FREEPLAY3, logged out only): the same trial-account action as the login popup's button.
 * A refusal continues in the login popup, with its message, like the header's login form.
 */
export function HeaderFreePlay() {
  const { t } = useTranslation('layout');
  const flags = useWhitelabelFlags();
  const isLogin = useSessionStore((s) => s.isLogin);
  const open = useModalStore((s) => s.open);
  if (isLogin) return null;
  // the button's room while the flags load (most merchants offer free play): the header does not move (issue 16)
  if (flags.pending) {
    return (
      <span className="btn btn--ghost btn--small header-free-play--pending" aria-hidden="true">
        {t('header.freePlay')}
      </span>
    );
  }
  if (!flags.has('FREEPLAY3')) return null;
  return (
    <FreePlayButton
      className="btn btn--ghost btn--small"
      onError={(message) => {
        if (message === null) return;
        handOff({ username: '', message, captcha: false });
        open('login');
      }}
    />
  );
}
