import { create } from 'zustand';

/**
 * A sign-in link (`?token=<one-time code>`, spec §4) waiting for the person: the link is for another member than the
 * one logged in this tab, so nothing changes until they confirm on screen (renderer/app/login-link-prompt.tsx); or the
 * link could not be used, which is said once.
 */
export type PendingLoginLink = { code: string; username: string; current: string };

type LoginLinkState = {
  pending: PendingLoginLink | null;
  /** why the link could not be used (an ApiError), shown once */
  failure: unknown;
  setPending: (pending: PendingLoginLink | null) => void;
  setFailure: (failure: unknown) => void;
};

export const useLoginLinkStore = create<LoginLinkState>()((set) => ({
  pending: null,
  failure: null,
  setPending: (pending) => set({ pending }),
  setFailure: (failure) => set({ failure }),
}));
