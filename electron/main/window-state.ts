import { z } from 'zod';
import type { BrowserWindow, Rectangle } from 'electron';

/** Remembered size and position of the main window (kept in the settings store, validated on the way back). */
const windowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(16_384),
  height: z.number().int().min(300).max(16_384),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 800, maximized: false };

/** The stored state, or the default; the position is dropped when it is not on a connected display any more. */
export function restoreWindowState(stored: unknown, workAreas: readonly Rectangle[]): WindowState {
  const parsed = windowStateSchema.safeParse(stored);
  if (!parsed.success) return DEFAULT_WINDOW_STATE;
  const state = parsed.data;
  if (state.x === undefined || state.y === undefined)
    return { width: state.width, height: state.height, maximized: state.maximized };
  const { x, y } = state;
  const visible = workAreas.some(
    (area) =>
      x + 100 <= area.x + area.width &&
      x + state.width >= area.x + 100 &&
      y >= area.y &&
      y + 50 <= area.y + area.height,
  );
  return visible ? state : { width: state.width, height: state.height, maximized: state.maximized };
}

export function captureWindowState(window: BrowserWindow): WindowState {
  const bounds = window.isMaximized() ? window.getNormalBounds() : window.getBounds();
  return {
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: bounds.height,
    maximized: window.isMaximized(),
  };
}

/** Saves the state when the window closes. */
export function trackWindowState(window: BrowserWindow, save: (state: WindowState) => void): void {
  window.on('close', () => {
    save(captureWindowState(window));
  });
}
