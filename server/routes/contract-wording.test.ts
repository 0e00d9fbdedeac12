import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { issuesOf } from './contracts.ts';

// The contracts are zod/mini, which words no issue by itself; the platform sets English for the issues it logs
// (a handler's answer that drifts from its contract), while the web app bundles no wording (eslint.config.js).
describe('the platform words contract issues in English', () => {
  it('names what was expected and where', () => {
    const parsed = z.safeParse(z.object({ amount: z.number(), title: z.string() }), {
      amount: '10',
      title: 3,
    });
    if (parsed.success) throw new Error('the parse should fail');
    expect(issuesOf(parsed.error)).toEqual([
      { path: 'amount', message: 'Invalid input: expected number, received string' },
      { path: 'title', message: 'Invalid input: expected string, received number' },
    ]);
  });
});
