import {
  get,
  type FieldValues,
  type Path,
  type UseFormGetValues,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../api';

/** The two parts of a react-hook-form form (useForm or createFormControl) the mapping needs. */
export type FormWithErrors<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  getValues: UseFormGetValues<T>;
};

/**
 * Puts the server's field errors (ApiError.fieldErrors, the `errors` of a 400) under the form's
 * own fields, so the server's Danish message stands where the person typed. `rename` maps the
 * server's field name to the form's where the two differ (phoneNumber → phone). A name the form
 * does not have is left out: its message still reaches the person through the form's toast.
 * Returns whether any field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: FormWithErrors<T>,
  error: unknown,
  rename: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  const values = form.getValues();
  let applied = false;
  for (const [serverField, message] of Object.entries(error.fieldErrors)) {
    const field = rename[serverField] ?? (serverField as Path<T>);
    if (get(values, field) === undefined) continue;
    form.setError(field, { type: 'server', message });
    applied = true;
  }
  return applied;
}
