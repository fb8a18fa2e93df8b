import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { POSITIONS } from '@common/contracts/people';
import type { LinkRole } from '@common/contracts/invitations';
import type { LoginResponse } from '@common/contracts/auth';
import { errorMessage } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { useFocusFirstInvalid } from '../../lib/focus-first-invalid';
import { useUsernameSuggestion } from '../../lib/reads/username-suggestion';
import { showToast } from '../../lib/toast-store';
import { useRegistrationPicture } from '../../lib/upload';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { SignUpFields } from '../../components/SignUpFields';
import { emptyLinkRegisterValues, linkRegisterForm, toLinkRegistration, type LinkRegisterValues } from './register-form';
import { registerWithLink } from './invitations-api';

/** The server names two fields unlike the form: the phone, and the birth date the form types in three parts. */
const SERVER_FIELD_NAMES = { phoneNumber: 'phone', birthDate: 'birthYear' } as const;

/** The registration form of an invitation link (part 2 §5): picture, details, and the player's extras. */
export function RegisterByLinkForm({ kind, token, onDone }: { kind: LinkRole; token: string; onDone: (result: LoginResponse) => void }) {
  const form = useForm<LinkRegisterValues>({ resolver: zodResolver(linkRegisterForm), mode: 'onTouched', shouldFocusError: false, defaultValues: emptyLinkRegisterValues });
  const { errors, isSubmitting, submitCount } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount);
  const username = useUsernameSuggestion(form.watch('firstName'), form.watch('lastName'));
  const imageUrl = form.watch('profileImageUrl');
  const player = kind === 'player';

  useEffect(() => {
    form.setValue('username', username, { shouldValidate: form.formState.isSubmitted });
  }, [username, form]);

  const { uploading, onImage } = useRegistrationPicture(token, (path) =>
    form.setValue('profileImageUrl', path, { shouldValidate: true }),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onDone(await registerWithLink(kind, toLinkRegistration(token, values, player)));
    } catch (error) {
      applyServerFieldErrors(form, error, SERVER_FIELD_NAMES);
      showToast({ title: 'Registrering fejlede', description: errorMessage(error, 'Registreringsfejl'), variant: 'error' });
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="form register-form">
      <SignUpFields
        register={form.register}
        errors={errors}
        imageUrl={imageUrl}
        uploading={uploading}
        onImage={onImage}
      />
      {player ? (
        <div className="form-row">
          <TextField label="Trøjenummer (valgfrit)" inputMode="numeric" maxLength={2} error={errors.jerseyNumber?.message} {...form.register('jerseyNumber')} />
          <SelectField label="Position (valgfrit)" error={errors.position?.message} {...form.register('position')}>
            <option value="">Vælg position</option>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <Button type="submit" block loading={isSubmitting || uploading}>
        Opret konto
      </Button>
    </form>
  );
}
