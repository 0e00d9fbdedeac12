import { create } from 'zustand';
import type { LaunchTarget } from '../api/games-api.ts';

/** Dialogs and messages of game launching and favourites, rendered by <LaunchDialogs />. */
type LaunchState = {
  /** isGame VASSALAGE: the vendor's game list popup */
  vendorPopup: LaunchTarget | null;
  /** a launch refused with game.maintenance (function.not.available on the real platform) or a tile in maintenance */
  maintenance: LaunchTarget | null;
  /** i18n key (games namespace) of a short message: launch failure, favourite refused; announced politely */
  notice: string | null;
  /** a launch call is under way */
  pending: string | null;
  set: (patch: Partial<Omit<LaunchState, 'set' | 'reset'>>) => void;
  reset: () => void;
};

const initial = { vendorPopup: null, maintenance: null, notice: null, pending: null };

export const useLaunchStore = create<LaunchState>()((set) => ({
  ...initial,
  set(patch) {
    set(patch);
  },
  reset() {
    set(initial);
  },
}));
