import { z } from 'zod/mini';
import { refusalIssue } from '../api/refusal-issue.ts';
import type { RefusalCode, RefusalParams } from '../api/refusals.ts';
import { isValidCpf } from './cpf.ts';
import { validateMobile } from './mobile.ts';
import { validateField, type FieldRule } from './patterns.ts';

/**
 * The shared rules as zod refinements, for the forms' schemas (react-hook-form + zod resolver) and the platform alike:
 * each check adds a custom issue that names its catalogue code (`refusalIssue`), so the form words it with
 * `zodRefusalText(language)` and the platform answers it as a `FieldRefusal`. Each returns whether the value passed.
 *
 *   z.object({ password: z.string(), confirm: z.string() }).superRefine((v, ctx) => {
 *     checkSame(ctx, ['confirm'], v.confirm, v.password);
 *   });
 */
export type IssueSink = { addIssue(issue: ReturnType<typeof refusalIssue>): void };
export type FieldPath = PropertyKey[];

/**
 * A transform whose function can refuse, as classic zod's `.transform((value, ctx) => …)` could: zod/mini hands its
 * transforms the bare parse payload, without `addIssue`. An issue added here fails the parse with that refusal (return
 * `z.NEVER` after it, as with classic zod).
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkedTransform<I, O>(fn: (value: I, ctx: IssueSink) => O) {
  return z.transform<I, O>((value, payload) =>
    fn(value, { addIssue: (issue) => void payload.issues.push({ ...issue, input: value }) }),
  );
}

export function refuse(ctx: IssueSink, path: FieldPath, code: RefusalCode, params?: RefusalParams): false {
  ctx.addIssue(refusalIssue(code, path, params));
  return false;
}

/** An empty value is refused with `field.required` (or the code given). */
export function checkRequired(
  ctx: IssueSink,
  path: FieldPath,
  value: string,
  code: RefusalCode = 'field.required',
): boolean {
  return value === '' ? refuse(ctx, path, code) : true;
}

/** A server-driven pattern rule (spec §5): length, accepted pattern and the pattern id's own check. */
export function checkRule(
  ctx: IssueSink,
  path: FieldPath,
  rule: FieldRule | undefined,
  value: string,
  required = rule?.required ?? false,
): boolean {
  if (!rule) return required ? checkRequired(ctx, path, value) : true;
  const problem = validateField({ ...rule, required }, value);
  return problem ? refuse(ctx, path, problem.code, problem.params) : true;
}

/** The mobile rule with its dial code (digits only, Brazil 10 or 11 digits). An optional empty number passes. */
export function checkMobile(
  ctx: IssueSink,
  path: FieldPath,
  mobile: string,
  dialCode: string,
  required = true,
): boolean {
  if (!required && mobile.trim() === '') return true;
  const problem = validateMobile(mobile.trim(), dialCode);
  return problem ? refuse(ctx, path, problem.code, problem.params) : true;
}

/** A confirmation ('inconsistent twice'): required, and equal to the value it confirms. */
export function checkSame(ctx: IssueSink, path: FieldPath, value: string, other: string): boolean {
  if (!checkRequired(ctx, path, value)) return false;
  return value === other ? true : refuse(ctx, path, 'field.mismatch');
}

/** A CPF with valid check digits (formatted or digits only). */
export function checkCpf(ctx: IssueSink, path: FieldPath, value: string, required = true): boolean {
  if (value.trim() === '') return required ? refuse(ctx, path, 'field.required') : true;
  return isValidCpf(value) ? true : refuse(ctx, path, 'field.cpf');
}
