import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { POSITIONS } from '@common/contracts/people';
import type { LinkRole } from '@common/contracts/invitations';
import type { LoginResponse } from '@common/contracts/auth';
import { errorMessage } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { useFocusFirstInvalid } from '../../lib/focus-first-invalid';
import { useUsernameSuggestion } from '../../lib/reads/username-suggestion';
import { showToast } from '../../lib/toast-store';
import { checkImageFile, uploadImage } from '../../lib/upload';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { ImagePicker } from '../../ui/ImagePicker';
import { NameFields } from '../../components/NameFields';
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
  const [uploading, setUploading] = useState(false);
  const username = useUsernameSuggestion(form.watch('firstName'), form.watch('lastName'));
  const imageUrl = form.watch('profileImageUrl');
  const player = kind === 'player';

  useEffect(() => {
    form.setValue('username', username, { shouldValidate: form.formState.isSubmitted });
  }, [username, form]);

  const onImage = async (file: File) => {
    const check = checkImageFile(file);
    if (!check.ok) {
      showToast({ title: check.title, description: check.description, variant: 'error' });
      return;
    }
    setUploading(true);
    try {
      form.setValue('profileImageUrl', await uploadImage(file, { registration: true, token }), { shouldValidate: true });
      showToast({ title: 'Billede uploadet', variant: 'success' });
    } catch {
      showToast({ title: 'Upload fejl', description: 'Der opstod en fejl under upload', variant: 'error' });
    } finally {
      setUploading(false);
    }
  };

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
      <ImagePicker
        label="Profilbillede"
        imageUrl={imageUrl || null}
        busy={uploading}
        onFile={(file) => void onImage(file)}
        error={errors.profileImageUrl?.message}
      />
      <NameFields
        firstName={{ error: errors.firstName?.message, ...form.register('firstName') }}
        lastName={{ error: errors.lastName?.message, ...form.register('lastName') }}
        pairError={errors.username?.message}
      />
      <TextField label="Brugernavn" readOnly hint="Dannes automatisk af dit navn" {...form.register('username')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <TextField label="Adgangskode" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
      <TextField label="Adresse" autoComplete="street-address" error={errors.address?.message} {...form.register('address')} />
      <TextField label="Postnummer og by" autoComplete="postal-code" error={errors.postalCode?.message} {...form.register('postalCode')} />
      <fieldset className="form-fieldset">
        <legend>Fødselsdato</legend>
        <div className="form-row form-row-3">
          <TextField label="Dag" inputMode="numeric" maxLength={2} placeholder="DD" error={errors.birthDay?.message} {...form.register('birthDay')} />
          <TextField label="Måned" inputMode="numeric" maxLength={2} placeholder="MM" error={errors.birthMonth?.message} {...form.register('birthMonth')} />
          <TextField label="År" inputMode="numeric" maxLength={4} placeholder="ÅÅÅÅ" error={errors.birthYear?.message} {...form.register('birthYear')} />
        </div>
      </fieldset>
      <TextField label="Telefon" type="tel" inputMode="numeric" maxLength={8} prefix="+45" autoComplete="tel-national" error={errors.phone?.message} {...form.register('phone')} />
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
