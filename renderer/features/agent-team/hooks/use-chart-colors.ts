import { useMemo } from 'react';
import { useUiStore } from '../../../stores/ui-store.ts';

/**
 * The theme's colours for the charts (recharts draws SVG attributes, which take colours, not CSS variables): read
 * from the active theme's custom properties, again whenever the theme changes, so a chart reads well in both.
 */
export function useChartColors() {
  const theme = useUiStore((s) => s.theme);
  return useMemo(() => {
    const style = getComputedStyle(document.documentElement);
    const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const dark = theme === 'dark';
    return {
      accent: read('--accent', dark ? '#f5b83d' : '#b45309'),
      second: read('--focus', dark ? '#7cc4ff' : '#1d4ed8'),
      text: read('--text', dark ? '#eef1f8' : '#111827'),
      muted: read('--text-muted', dark ? '#a4adc4' : '#4b5563'),
      grid: read('--border-strong', dark ? 'rgba(255, 255, 255, 0.18)' : 'rgba(15, 23, 42, 0.2)'),
      surface: read('--surface-raised', dark ? '#182036' : '#ffffff'),
    };
  }, [theme]);
}
