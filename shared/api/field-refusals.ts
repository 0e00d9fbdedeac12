import type { z } from 'zod/mini';
import type { Language } from '../constants/i18n.ts';
import type { FieldRefusal } from './contract.ts';
import { isRefusalCode, refusalText, type RefusalCode, type RefusalParams } from './refusals.ts';
import { refusalIssue } from './refusal-issue.ts';

export { refusalIssue };

/**
 * One mapping from a zod issue to a refusal of the catalogue, used on both sides:
 * - the platform turns a request that fails its contract's schema into `{ fields: FieldRefusal[] }`;
 * - a form (react-hook-form + zod resolver over the same schema) shows the same words on the field.
 * A refinement in shared/rules names its refusal itself: `ctx.addIssue(refusalIssue('field.mismatch', path))`.
 */
type IssueLike = {
  readonly code?: string;
  readonly message?: string;
  readonly input?: unknown;
  readonly origin?: string;
  readonly format?: string;
  readonly expected?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly params?: unknown;
};

function bound(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : 0;
}

function paramsOf(value: unknown): RefusalParams | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Whether the issue's input was empty. Issues carry their input inside a customizer, and after a parse only with
 * `reportInput: true` (the platform parses requests that way); without it a missing field still reads as required.
 */
function isEmpty(issue: IssueLike): boolean {
  if (!('input' in issue)) return issue.code === 'invalid_type';
  return issue.input === undefined || issue.input === null || issue.input === '';
}

export function issueRefusal(issue: IssueLike): { code: RefusalCode; params?: RefusalParams } {
  switch (issue.code) {
    case 'custom': {
      const { refusal, ...rest } = (issue.params ?? {}) as { refusal?: unknown };
      const code = isRefusalCode(refusal) ? refusal : isRefusalCode(issue.message) ? issue.message : null;
      if (!code) return { code: 'field.invalid' };
      const params = paramsOf(rest);
      return params ? { code, params } : { code };
    }
    case 'invalid_type':
      if (isEmpty(issue)) return { code: 'field.required' };
      if (issue.expected === 'int' || issue.expected === 'number') return { code: 'field.whole.number' };
      return { code: 'field.invalid' };
    case 'too_small': {
      const min = bound(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 || isEmpty(issue)
          ? { code: 'field.required' }
          : { code: 'field.too.short', params: { min } };
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'field.too.few', params: { min } };
      return { code: 'field.too.small', params: { min } };
    }
    case 'too_big': {
      const max = bound(issue.maximum);
      if (issue.origin === 'string') return { code: 'field.too.long', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'field.too.many', params: { max } };
      return { code: 'field.too.big', params: { max } };
    }
    case 'invalid_format':
      if (isEmpty(issue)) return { code: 'field.required' };
      if (issue.format === 'email') return { code: 'field.email' };
      if (issue.format === 'date' || issue.format === 'datetime') return { code: 'field.date' };
      return { code: 'field.invalid' };
    case 'invalid_value':
      return isEmpty(issue) ? { code: 'field.required' } : { code: 'field.choice' };
    case 'unrecognized_keys':
      return { code: 'field.unknown' };
    default:
      return { code: 'field.invalid' };
  }
}

/** The per-field refusals of a failed parse (`field` is the dotted path; '' for the whole value). */
export function fieldRefusalsOf(error: z.core.$ZodError): FieldRefusal[] {
  return error.issues.map((issue) => {
    const { code, params } = issueRefusal(issue);
    const field = issue.path.map((part) => String(part)).join('.');
    return params ? { field, code, params } : { field, code };
  });
}

/** The text of a field refusal in a language. */
export function fieldRefusalText(
  refusal: { code: string; params?: RefusalParams },
  language: Language,
): string {
  return refusalText(refusal.code, language, refusal.params) ?? refusalText('field.invalid', language) ?? '';
}

/**
 * A zod error customizer wording every issue with the catalogue in `language` — passed to the form resolver
 * (`zodResolver(schema, { error: zodRefusalText(language) })`) so the screens show the platform's own words.
 */
export function zodRefusalText(language: Language): (issue: IssueLike) => string {
  return (issue) => fieldRefusalText(issueRefusal(issue), language);
}
