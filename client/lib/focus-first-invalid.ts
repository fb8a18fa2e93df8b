import { useEffect, type RefObject } from 'react';

/**
 * After each refused submit, focus the first field the form marks invalid, in the order the
 * form shows them. Used instead of react-hook-form's own focus (shouldFocusError: false) where a
 * message belongs to other fields than the one that failed: the generated, read-only username's
 * message stands under the name fields, so the cursor goes to Fornavn, not to the username.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, submitCount: number) {
  useEffect(() => {
    if (submitCount === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount]);
}
