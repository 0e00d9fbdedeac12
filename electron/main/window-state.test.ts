import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW_STATE, restoreWindowState } from './window-state.ts';

const display = [{ x: 0, y: 0, width: 1920, height: 1080 }];

describe('remembered window size and position', () => {
  it('restores a stored state on a connected display', () => {
    const stored = { x: 100, y: 50, width: 1200, height: 700, maximized: true };
    expect(restoreWindowState(stored, display)).toEqual(stored);
  });

  it('drops a position that is off every display but keeps the size', () => {
    expect(
      restoreWindowState({ x: 5000, y: 50, width: 1200, height: 700, maximized: false }, display),
    ).toEqual({
      width: 1200,
      height: 700,
      maximized: false,
    });
  });

  it.each([undefined, null, 'x', { width: 'big' }, { width: 10, height: 10, maximized: false }])(
    'uses the default for %j',
    (stored) => {
      expect(restoreWindowState(stored, display)).toEqual(DEFAULT_WINDOW_STATE);
    },
  );
});
