import { useCallback } from 'react';
import type { LoginResponse } from '../../../../shared/api/account.ts';
import { completeLogin, type CompleteLoginOptions } from './complete-login.ts';
import { useLoginContext } from './login-context.ts';

export type { CompleteLoginOptions, CompleteLoginResult, LoginOrigin } from './complete-login.ts';

/** `completeLogin` bound to the screen it happens on: what the login, registration and reset forms call. */
export function useCompleteLogin() {
  const { queryClient, navigate, forceExpiredChange } = useLoginContext();
  return useCallback(
    (response: LoginResponse, options: CompleteLoginOptions) =>
      completeLogin({ queryClient, navigate, forceExpiredChange }, response, options),
    [queryClient, navigate, forceExpiredChange],
  );
}
