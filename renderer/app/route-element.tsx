import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useModalStore } from '../stores/modal-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { lastAllowedLocation, rememberAllowed } from './navigation-memory.ts';
import type { RouteMeta } from './route-meta.ts';
import { screens } from './screens.ts';
import { Loader } from '../components/ui/loader.tsx';
import { useMemberInfo } from '../api/get-member-info.ts';

/** Opens the login popup and goes back to the last allowed page (or home). */
function LoginPopupRedirect({ returnTo }: { returnTo: string }) {
  const open = useModalStore((s) => s.open);
  useEffect(() => {
    open('login', { returnTo });
  }, [open, returnTo]);
  const fallback = lastAllowedLocation();
  return <Navigate to={fallback === returnTo ? '/' : fallback} replace />;
}

/** /login: the route is replaced with / and the login popup opens (spec §2). */
function LoginRoute() {
  const location = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const open = useModalStore((s) => s.open);
  const state: unknown = location.state;
  const returnTo =
    state && typeof state === 'object' && 'returnTo' in state && typeof state.returnTo === 'string'
      ? state.returnTo
      : undefined;
  useEffect(() => {
    if (!isLogin) open('login', returnTo ? { returnTo } : undefined);
  }, [isLogin, open, returnTo]);
  return <Navigate to="/" replace />;
}

/** Opens the popup a route asks for (/register, /forget) over its screen; /register keeps ?referralCode. */
function RoutePopup({ popup }: { popup: 'register' | 'forgot' }) {
  const location = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const open = useModalStore((s) => s.open);
  useEffect(() => {
    const referralCode = new URLSearchParams(location.search).get('referralCode');
    if (referralCode) sessionStorage.setItem('referralCode', referralCode);
    if (!isLogin) open(popup);
  }, [isLogin, location.search, open, popup]);
  return null;
}

/** A trial account on the member centre (money pages): the need-true-account dialog, back to the last page. */
function TrialRedirect() {
  const open = useModalStore((s) => s.open);
  useEffect(() => {
    open('needTrueAccount');
  }, [open]);
  return <Navigate to={lastAllowedLocation()} replace />;
}

function AllowedScreen({ meta }: { meta: RouteMeta }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    rememberAllowed(here);
  }, [here]);
  if (meta.screen === 'login') return null;
  const Screen = screens[meta.screen];
  return (
    <>
      <Screen meta={meta} />
      {meta.popup ? <RoutePopup popup={meta.popup} /> : null}
    </>
  );
}

/** The navigation guard of one route (spec §2, §6) in front of its lazy screen. */
export function RouteElement({ meta }: { meta: RouteMeta }) {
  const location = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const isAgent = useSessionStore((s) => s.isAgent);
  const isTrial = useSessionStore((s) => s.isTrial);
  const token = useSessionStore((s) => s.token);
  const member = useSessionStore((s) => s.member);
  const memberQuery = useMemberInfo(token);
  const here = `${location.pathname}${location.search}`;

  if (meta.screen === 'login') return <LoginRoute />;
  // With a session but no member yet, wait: whether this is an agent is not known.
  if (meta.requiresAuth === 'agent' && isLogin && !member && !memberQuery.isError) return <Loader />;
  if (meta.requiresAuth === 'agent' && !isAgent) return <Navigate to="/agent" replace />;
  if (meta.requiresAuth === 'login' && !isLogin)
    return <Navigate to="/login" replace state={{ returnTo: here }} />;
  if (meta.requiresAuth === 'popup' && !isLogin) return <LoginPopupRedirect returnTo={here} />;
  // Whether the session is a trial account is known with the member: the member centre waits for it (a screen that
  // loads fast would otherwise show first and be remembered as the place to go back to).
  if (meta.screen === 'member' && isLogin && !member && !memberQuery.isError) return <Loader />;
  // Trial accounts are not real accounts: no member centre (spec §6).
  if (meta.screen === 'member' && isLogin && isTrial) return <TrialRedirect />;
  return <AllowedScreen meta={meta} />;
}
