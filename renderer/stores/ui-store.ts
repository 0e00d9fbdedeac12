import { create } from 'zustand';
import { applyTheme, initialTheme, type Theme } from '../lib/theme.ts';

type UiState = {
  theme: Theme;
  sideMenuOpen: boolean;
  /** Reads the stored theme (or the system preference) and applies it without storing it; side menu open on wide screens. */
  init: () => void;
  toggleTheme: () => void;
  setSideMenuOpen: (open: boolean) => void;
  toggleSideMenu: () => void;
};

export const useUiStore = create<UiState>()((set, get) => ({
  theme: 'dark',
  sideMenuOpen: false,
  init() {
    const theme = initialTheme();
    applyTheme(theme, false);
    const wide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 1100px)').matches;
    set({ theme, sideMenuOpen: wide });
  },
  toggleTheme() {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark';
    applyTheme(theme, true);
    set({ theme });
  },
  setSideMenuOpen(open) {
    set({ sideMenuOpen: open });
  },
  toggleSideMenu() {
    set((state) => ({ sideMenuOpen: !state.sideMenuOpen }));
  },
}));
