import { describe, expect, it } from 'vitest';
import { forgetKnownPassword, keepKnownPassword, peekKnownPassword } from './login-handoff.ts';

describe('the password known from the login that must change it', () => {
  it('survives a popup render that starts again (its code was still loading) and is gone once forgotten', () => {
    keepKnownPassword('Initial123');
    // a first render that suspends, then the real one: both find it
    expect(peekKnownPassword()).toBe('Initial123');
    expect(peekKnownPassword()).toBe('Initial123');
    forgetKnownPassword();
    expect(peekKnownPassword()).toBeNull();
  });
});
