import { describe, expect, it } from 'vitest';
import { markAfterLogin, popupExecutions, popupFlagKeys, resetPopupFlags } from './popup-flags.ts';

describe('announcement popup flags after a login', () => {
  it('re-arms the member popup and adds execution F at the first login only', () => {
    sessionStorage.setItem(popupFlagKeys.user, 'closed');
    markAfterLogin(true);
    expect(sessionStorage.getItem(popupFlagKeys.user)).toBeNull();
    expect(popupExecutions(true)).toEqual(['A', 'F']);
    markAfterLogin(false);
    expect(popupExecutions(true)).toEqual(['A']);
    expect(popupExecutions(false)).toEqual(['B']);
    resetPopupFlags();
    expect(sessionStorage.length).toBe(0);
  });
});
