import { create } from 'zustand';

/** Why responsible play ended the session, told once after the logout (the session guard shows it). */
export type SessionNotice =
  | { kind: 'stopped'; playedSeconds: number; netResult: number }
  | { kind: 'excluded'; endsAt: string | null }
  | { kind: 'idle'; minutes: number };

type NoticeState = {
  notice: SessionNotice | null;
  show: (notice: SessionNotice) => void;
  dismiss: () => void;
};

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
  dismiss: () => set({ notice: null }),
}));
