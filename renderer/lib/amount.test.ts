import { describe, expect, it } from 'vitest';
import { centsToInput, newIdempotencyKey } from './amount.ts';

describe('centsToInput', () => {
  it('writes cents back with a comma', () => {
    expect(centsToInput(1050)).toBe('10,50');
    expect(centsToInput(5)).toBe('0,05');
    expect(centsToInput(100000)).toBe('1000,00');
  });
});

describe('newIdempotencyKey', () => {
  it('is unique per intent', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
