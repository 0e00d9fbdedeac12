import { OauthCallback } from '../../features/auth/components/oauth-callback.tsx';
import type { ScreenProps } from './screen-props.ts';

/** /oauth/callback: where a social sign-in provider sends the browser back (OAuth 2.0 code + PKCE). */
export default function OauthCallbackScreen(_props: ScreenProps) {
  return <OauthCallback />;
}
