import type { RefusalCode, RefusalParams } from './refusals.ts';

/**
 * Apart from shared/api/field-refusals.ts (which re-exports it): a schema that names a refusal needs the code, not the
 * catalogue's texts, so the contracts do not carry the catalogue into the first view.
 *
 * A custom issue that names its refusal, for `ctx.addIssue(refusalIssue(...))` in refinements (or spread its
 * `params` into `.refine(check, { path, params })`). No message of its own: the form's customizer words it.
 */
export function refusalIssue(
  code: RefusalCode,
  path: PropertyKey[] = [],
  params?: RefusalParams,
): { code: 'custom'; path: PropertyKey[]; params: RefusalParams & { refusal: RefusalCode } } {
  return { code: 'custom', path, params: { ...params, refusal: code } };
}
