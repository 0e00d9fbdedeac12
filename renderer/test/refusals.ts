import { act, fireEvent } from '@testing-library/react';
import type { FieldRefusal } from '../../shared/api/contract.ts';
import type { StubResponse } from './fetch-stub.ts';

/**
 * A platform answer refusing fields (`{ fields: FieldRefusal[] }`), worded in English as a platform might: the
 * screens must show our own text for each code, on its field.
 */
export function fieldsRefused(
  fields: FieldRefusal[],
  code = 'request.validation.failed',
  message = 'Please check the highlighted fields.',
): StubResponse {
  return { status: 400, body: { success: false, code, message, value: { fields } } };
}

/** Two submits in the same tick, before React re-renders (a double click or a double Enter at its fastest). */
export function clickTwice(button: HTMLElement): void {
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });
}
