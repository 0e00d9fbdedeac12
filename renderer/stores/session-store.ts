import { create } from 'zustand';
import type { MemberInfo } from '../../shared/api/account.ts';
import { isAgentType, isTrialType } from '../../shared/constants/members.ts';
import { platform } from '../lib/platform.ts';

/**
 * The member session (spec §3, §4): logged out, logged in, agent or trial by member type. The token lives in the
 * platform's token store (sessionStorage on the web, the main process on the desktop); the merchant code is kept in
 * sessionStorage and localStorage and survives logout.
 */
export const merchantCodeKey = 'merchantCode';

/** The member fields the shell needs, from the member-info contract (`account.memberInfo`). */
export type SessionMember = Pick<MemberInfo, 'id' | 'account' | 'nickname' | 'type'> &
  Partial<Pick<MemberInfo, 'hasUpline'>>;

type SessionState = {
  token: string | null;
  member: SessionMember | null;
  merchantCode: string;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
};

type SessionActions = {
  /** Sets the merchant code and keeps it in both storages. */
  setMerchantCode: (code: string) => void;
  /** Puts a token read at start-up into memory (already persisted). */
  hydrate: (token: string | null) => void;
  /** A fresh token (login, `?token=`): kept in memory and persisted. */
  startSession: (token: string) => Promise<void>;
  setMember: (member: SessionMember | null) => void;
  /** Logged out: clears the token and all session storage except the merchant code. */
  clear: () => Promise<void>;
};

const loggedOut = { token: null, member: null, isLogin: false, isAgent: false, isTrial: false } as const;

function memberFlags(member: SessionMember | null) {
  return {
    isAgent: member ? isAgentType(member.type) : false,
    isTrial: member ? isTrialType(member.type) : false,
  };
}

export function clearSessionStorageExceptMerchant(): void {
  const merchantCode = sessionStorage.getItem(merchantCodeKey);
  sessionStorage.clear();
  if (merchantCode !== null) sessionStorage.setItem(merchantCodeKey, merchantCode);
}

export const useSessionStore = create<SessionState & SessionActions>()((set) => ({
  ...loggedOut,
  merchantCode: 'demo',

  setMerchantCode(code) {
    sessionStorage.setItem(merchantCodeKey, code);
    localStorage.setItem(merchantCodeKey, code);
    set({ merchantCode: code });
  },

  hydrate(token) {
    set(token ? { token, isLogin: true } : loggedOut);
  },

  async startSession(token) {
    set({ token, isLogin: true });
    await platform.tokens.set(token);
  },

  setMember(member) {
    set({ member, ...memberFlags(member) });
  },

  async clear() {
    set(loggedOut);
    clearSessionStorageExceptMerchant();
    await platform.tokens.clear();
  },
}));
