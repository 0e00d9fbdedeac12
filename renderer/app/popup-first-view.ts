import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../shared/constants/i18n.ts';
import { countryCodesQueryOptions, registerSettingsQueryOptions } from '../api/get-register-settings.ts';
import { registrationRulesQueryOptions } from '../api/get-registration-rules.ts';
import { socialProvidersQueryOptions } from '../features/auth/api/social-api.ts';
import { platform } from '../lib/platform.ts';

/**
 * The calls of the popup a route opens over its screen for a visitor (spec §2), started with the first view's (issue
 * 16): on `/register` and `/forget` the merchant's register settings (the fields and their rules; the forgotten
 * password's checks read them too) and the dial codes, for the sign-up the responsible-play questions it asks; on
 * `/login` and a page for members only, the login form's dial codes and social sign-in providers. They went once the
 * popup's code had loaded and drawn its "loading" state: on slow 4G at a phone's 4× CPU the sign-up form was drawn
 * ~0.5 s after its popup, ~5.6 s after the navigation. A chunk of its own, loaded with the first view on those routes
 * only: the home page's bytes do not carry these contracts. The forms read the same queries (same keys).
 */
export function prefetchPopupCalls(
  popup: 'register' | 'forgot' | 'login',
  queryClient: QueryClient,
  language: Language,
): Promise<unknown> {
  const calls = [queryClient.prefetchQuery(countryCodesQueryOptions(language))];
  // the login form's: the dial codes of its SMS method, and on the web the social sign-in's providers
  if (popup === 'login') {
    if (platform.runtime === 'web') calls.push(queryClient.prefetchQuery(socialProvidersQueryOptions()));
    return Promise.all(calls);
  }
  calls.push(queryClient.prefetchQuery(registerSettingsQueryOptions()));
  if (popup === 'register') calls.push(queryClient.prefetchQuery(registrationRulesQueryOptions()));
  return Promise.all(calls);
}
