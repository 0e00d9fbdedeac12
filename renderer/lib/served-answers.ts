import { z } from 'zod/mini';
import type { Schema } from '../../shared/api/contract.ts';
import type { FeatureAnswer } from '../../shared/api/first-view.ts';
import type { Language } from '../../shared/constants/i18n.ts';

/** The answers a page's own code checks, as the page was served with them, in their language (null: none). */
let kept: ({ language: Language } & Partial<Record<FeatureAnswer, unknown>>) | null = null;

/**
 * Keeps the answers of the page's first view that a page's own code checks (shared/api/first-view.ts `FeatureAnswer`:
 * the blog's first page, an article) as they came: the app's start (app/served-first-view.ts), with the block's
 * language when it is the interface's (null: none).
 */
export function keepServedAnswers(answers: typeof kept): void {
  kept = answers;
}

/**
 * A served answer for the page's own code (the blog's, site-api.ts): once, checked with its schema, which comes with
 * that code (issue 16: not the first view's bytes); undefined when it was not served, served in another language than
 * `language`, already taken, or malformed (the page then asks as usual).
 */
export function takeServedAnswer<S extends Schema>(
  name: FeatureAnswer,
  schema: S,
  language: Language,
): z.output<S> | undefined {
  if (kept?.language !== language || kept[name] === undefined) return undefined;
  const parsed = z.safeParse(schema, kept[name]);
  kept[name] = undefined;
  return parsed.success ? parsed.data : undefined;
}
