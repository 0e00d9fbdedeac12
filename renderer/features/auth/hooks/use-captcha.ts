import { useCallback, useRef, useState } from 'react';
import { timings } from '../../../../shared/constants/business.ts';
import { useThrottleGate } from '../../../hooks/use-throttle-gate.ts';
import { authApi } from '../api/auth-api.ts';

export type CaptchaState = {
  key: string | null;
  src: string | null;
  loading: boolean;
  failed: boolean;
};

/**
 * The picture captcha: each load asks for a new image with a fresh captchaKey; refreshes closer than one second
 * apart are ignored (spec §5).
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ key: null, src: null, loading: false, failed: false });
  const gate = useThrottleGate(timings.captchaRefreshThrottleMs);
  const generation = useRef(0);

  const load = useCallback(
    async (force = false) => {
      if (!gate.pass(force)) return;
      const mine = ++generation.current;
      setState((s) => ({ ...s, loading: true, failed: false }));
      try {
        const { key, src } = await authApi.captcha();
        if (mine === generation.current) setState({ key, src, loading: false, failed: false });
      } catch {
        if (mine === generation.current) setState({ key: null, src: null, loading: false, failed: true });
      }
    },
    [gate],
  );

  return { ...state, load };
}
