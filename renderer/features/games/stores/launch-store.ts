import { create } from 'zustand';
import type { LaunchTarget } from '../api/games-api.ts';

/** Dialogs of game launching, rendered by <LaunchDialogs /> (short messages are app-wide toasts). */
type LaunchState = {
  /** isGame VASSALAGE: the vendor's game list popup */
  vendorPopup: LaunchTarget | null;
  /** a launch refused with game.maintenance (function.not.available on the real platform) or a tile in maintenance */
  maintenance: LaunchTarget | null;
  set: (patch: Partial<Omit<LaunchState, 'set' | 'reset'>>) => void;
  reset: () => void;
};

const initial = { vendorPopup: null, maintenance: null };

export const useLaunchStore = create<LaunchState>()((set) => ({
  ...initial,
  set(patch) {
    set(patch);
  },
  reset() {
    set(initial);
  },
}));
