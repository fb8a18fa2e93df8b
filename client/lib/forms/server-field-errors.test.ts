import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { applyServerFieldErrors } from './server-field-errors';

type Values = { firstName: string; phone: string; birthYear: string };

function newForm() {
  return createFormControl<Values>({ defaultValues: { firstName: '', phone: '', birthYear: '' } });
}

function badRequest(fieldErrors: Record<string, string> | undefined) {
  return new ApiError(400, '{}', 'Ugyldige data', fieldErrors);
}

describe('applyServerFieldErrors', () => {
  it("puts each of the server's messages under the form field of the same name", () => {
    const form = newForm();
    const applied = applyServerFieldErrors(form, badRequest({ firstName: 'Fornavn er påkrævet' }));
    expect(applied).toBe(true);
    expect(form.getFieldState('firstName').error?.message).toBe('Fornavn er påkrævet');
    expect(form.getFieldState('phone').error).toBeUndefined();
  });

  it("maps a server name to the form's own name where they differ", () => {
    const form = newForm();
    applyServerFieldErrors(
      form,
      badRequest({ phoneNumber: 'Telefon skal være 8 cifre', birthDate: 'Ugyldig fødselsdato' }),
      {
        phoneNumber: 'phone',
        birthDate: 'birthYear',
      },
    );
    expect(form.getFieldState('phone').error?.message).toBe('Telefon skal være 8 cifre');
    expect(form.getFieldState('birthYear').error?.message).toBe('Ugyldig fødselsdato');
  });

  it('leaves out names the form does not have', () => {
    const form = newForm();
    expect(applyServerFieldErrors(form, badRequest({ teamCode: 'Ukendt hold' }))).toBe(false);
    expect(form.getFieldState('firstName').error).toBeUndefined();
  });

  it('does nothing for an error without field errors or one that is not from the API', () => {
    const form = newForm();
    expect(applyServerFieldErrors(form, badRequest(undefined))).toBe(false);
    expect(applyServerFieldErrors(form, new Error('network'))).toBe(false);
    expect(form.getFieldState('firstName').error).toBeUndefined();
  });
});
