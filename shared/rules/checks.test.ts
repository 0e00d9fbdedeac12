import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fieldRefusalsOf, zodRefusalText } from '../api/field-refusals.ts';
import { checkedTransform, refuse } from './checks.ts';

// zod/mini hands a transform the bare parse payload (no addIssue, unlike classic zod's): checkedTransform gives it
// the same issue sink as a refinement, so a transform can refuse with a catalogue code.
const hours = z.object({
  value: z.pipe(
    z.string(),
    checkedTransform((text: string, ctx) => {
      const n = Number(text);
      if (!Number.isInteger(n) || n < 1) {
        refuse(ctx, [], 'field.required');
        return z.NEVER;
      }
      return n * 60;
    }),
  ),
});

describe('checkedTransform', () => {
  it('hands over the transformed value when nothing is refused', () => {
    expect(z.parse(hours, { value: '2' })).toEqual({ value: 120 });
  });

  it('fails the parse with the refusal it adds, at its path, worded by the catalogue', () => {
    const result = z.safeParse(hours, { value: 'x' }, { error: zodRefusalText('en') });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldRefusalsOf(result.error)).toEqual([{ field: 'value', code: 'field.required' }]);
    expect(result.error.issues).toHaveLength(1);
    expect(result.error.issues[0]?.message).toBe('Input cannot be empty');
  });
});
