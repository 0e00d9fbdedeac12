import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '../hooks/login-context.ts';
import { errorText } from '../../../lib/error-text.ts';

/**
 * The trial account's code (its call, the device fingerprint's sealing, the login's completion) loads when the
 * button is pressed, not with the header of every first view (issue 16); a failed fetch is told as any part whose
 * code did not load (`chunkError`) and is asked for again at the next press.
 */
const loadFreePlay = () => import('../utils/free-play-login.ts');

/** "Free play" (FREEPLAY3): a trial account (member type 4) with demo money; then member info and `/`. */
export function FreePlayButton({
  onError,
  className = 'btn btn--ghost form__submit',
}: {
  onError: (message: string | null) => void;
  className?: string;
}) {
  const { t } = useTranslation('layout');
  const context = useLoginContext();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    onError(null);
    try {
      const freePlay = await loadFreePlay().catch(() => null);
      if (freePlay) await freePlay.playForFree(context);
      else onError(t('chunkError.body'));
    } catch (error) {
      onError(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      // the press's code starts loading as the finger or the pointer goes down, before the click
      onPointerDown={() => void loadFreePlay().catch(() => undefined)}
      onClick={() => void onClick()}
      disabled={busy}
    >
      {t('header.freePlay')}
    </button>
  );
}
