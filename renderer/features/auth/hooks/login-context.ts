import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useWhitelabelFlags } from '../../../hooks/use-whitelabel-flags.ts';

/** What completing a login needs from the screen it happens on (complete-login.ts). */
export type LoginContext = {
  queryClient: QueryClient;
  navigate: NavigateFunction;
  /** PWDEXPFORCECHANGE3: an expired password is changed before anything else */
  forceExpiredChange: boolean;
};

/**
 * The screen's side of a login's completion, kept apart from the completion itself: the header's free-play button
 * reads it with the first view and loads the completion's code only when it is pressed (issue 16).
 */
export function useLoginContext(): LoginContext {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const flags = useWhitelabelFlags();
  return { queryClient, navigate, forceExpiredChange: flags.has('PWDEXPFORCECHANGE3') };
}
