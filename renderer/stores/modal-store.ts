import { create } from 'zustand';

/** Popups any screen can open (spec §2 "Modals"). Features register what each name renders. */
export type ModalName =
  | 'login'
  | 'register'
  | 'forgot'
  | 'changePassword'
  | 'afterRegister'
  | 'announcement'
  | 'feedback'
  | 'needTrueAccount'
  | 'logout'
  | 'pvpRooms'
  | 'helpCentre'
  | 'chatRoom'
  | 'customerService';

export type ModalRequest = {
  name: ModalName;
  /** Where to go after a successful login (set by the navigation guard). */
  returnTo?: string;
  /** Why the popup opened, e.g. 'sessionExpired'. */
  reason?: string;
  /** The announcement popup opens on this notice (page = index / 9). */
  index?: number;
  /** The PVP game whose rooms the room list shows (spec §7 GLS2_roomList). */
  game?: { vassalage: string; gameType: string; gameCode: string; name: string; nodeId?: number };
};

type ModalState = {
  current: ModalRequest | null;
  open: (name: ModalName, options?: Omit<ModalRequest, 'name'>) => void;
  /** Replaces the open popup with another (login ⇄ register), keeping returnTo. */
  switchTo: (name: ModalName) => void;
  close: () => void;
};

export const useModalStore = create<ModalState>()((set) => ({
  current: null,
  open(name, options) {
    set({ current: { name, ...options } });
  },
  switchTo(name) {
    set((state) => ({
      current: { name, ...(state.current?.returnTo ? { returnTo: state.current.returnTo } : {}) },
    }));
  },
  close() {
    set({ current: null });
  },
}));

/** Whether a popup is open: the page behind it is inert (what moves there stands still, what would open waits). */
export function usePopupOpen(): boolean {
  return useModalStore((s) => s.current !== null);
}
