import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldRefusalText } from '../../../../shared/api/field-refusals.ts';
import { normalizeMobile, validateMobile } from '../../../../shared/rules/mobile.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * Before an SMS code is sent: the form's mobile number checked with the shared mobile rule (its error set on the
 * field, as a submit would), answering the number as digits, or null.
 */
export function checkedMobile<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  mobileName: Path<T>,
  dialCode: string,
): string | null {
  const typed = String(form.getValues(mobileName) ?? '').trim();
  const problem = validateMobile(typed, dialCode);
  if (problem) {
    form.setError(mobileName, { type: 'rule', message: fieldRefusalText(problem, currentLanguage()) });
    return null;
  }
  form.clearErrors(mobileName);
  return normalizeMobile(typed);
}
