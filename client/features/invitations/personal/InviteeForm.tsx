import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginResponse } from '@common/contracts/auth';
import { personalInvitationsEndpoints as api } from '@common/contracts/endpoints/invitations';
import { POSITIONS } from '@common/contracts/people';
import type { PersonalInvitationView } from '@common/contracts/personal-invitations';
import { errorMessage } from '../../../lib/api';
import { call } from '../../../lib/api-client';
import { useFocusFirstInvalid } from '../../../lib/focus-first-invalid';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { formatDate, formatTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast-store';
import { useRegistrationPicture } from '../../../lib/upload';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { emptyInviteeValues, inviteeForm, toAcceptRequest, type InviteeValues } from './invitee-form';
import { PhoneField } from '../../../components/PhoneField';
import { BirthDateFields, PictureField } from '../../../components/SignUpFields';

type Valid = Extract<PersonalInvitationView, { status: 'valid' }>;

/** The server names two fields unlike the form: the phone, and the birth date typed in three parts. */
const SERVER_FIELD_NAMES = { phoneNumber: 'phone', birthDate: 'birthYear' } as const;

/** What the club knows, shown as it is (decision 101): name, address, username, and what else it has. */
function Known({ view }: { view: Valid }) {
  const rows: Array<[string, string | null]> = [
    ['Navn', `${view.firstName} ${view.lastName}`],
    ['Email', view.email],
    ['Brugernavn', view.username],
    ['Hold', view.team],
    ['Telefon', view.known.phoneNumber],
    ['Adresse', view.known.address],
    ['Postnummer og by', view.known.postalCode],
    ['Fødselsdato', view.known.birthDate ? formatDate(view.known.birthDate) : null],
    ['Trøjenummer', view.known.jerseyNumber ? String(view.known.jerseyNumber) : null],
    ['Position', view.known.position],
  ];
  return (
    <dl className="invitee-known">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The invitation page's form: the password, and only what the club does not have (part 2 §5's fields). */
export function InviteeForm({
  token,
  view,
  onDone,
}: {
  token: string;
  view: Valid;
  onDone: (result: LoginResponse) => void;
}) {
  const missing = view.missing;
  const asks = (field: (typeof missing)[number]) => missing.includes(field);
  const extras = { jerseyNumber: view.known.jerseyNumber === null, position: view.known.position === null };
  const schema = useMemo(
    () =>
      inviteeForm(view.missing, {
        username: view.username,
        firstName: view.firstName,
        lastName: view.lastName,
        email: view.email,
      }),
    [view],
  );
  const form = useForm<InviteeValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: emptyInviteeValues,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount);
  const imageUrl = form.watch('profileImageUrl');

  const { uploading, onImage } = useRegistrationPicture(token, (path) =>
    form.setValue('profileImageUrl', path, { shouldValidate: true }),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onDone(await call(api.accept, { body: toAcceptRequest(token, values, missing, extras) }));
    } catch (error) {
      applyServerFieldErrors(form, error, SERVER_FIELD_NAMES);
      showToast({
        title: 'Kunne ikke oprette dig',
        description: errorMessage(error, 'Prøv igen om lidt.'),
        variant: 'error',
      });
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="form register-form">
      <Known view={view} />
      <p className="muted small">
        Linket virker til {formatDate(view.expiresAt)} kl. {formatTime(view.expiresAt)}.
        {missing.length > 0 ? ' Klubben mangler disse oplysninger om dig:' : ''}
      </p>
      {asks('profileImageUrl') ? (
        <PictureField imageUrl={imageUrl} uploading={uploading} onImage={onImage} error={errors.profileImageUrl?.message} />
      ) : null}
      {asks('address') ? (
        <TextField
          label="Adresse"
          autoComplete="street-address"
          error={errors.address?.message}
          {...form.register('address')}
        />
      ) : null}
      {asks('postalCode') ? (
        <TextField
          label="Postnummer og by"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...form.register('postalCode')}
        />
      ) : null}
      {asks('birthDate') ? (
        <BirthDateFields register={form.register} errors={errors} />
      ) : null}
      {asks('phoneNumber') ? (
        <PhoneField
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      ) : null}
      {extras.jerseyNumber || extras.position ? (
        <div className="form-row">
          {extras.jerseyNumber ? (
            <TextField
              label="Trøjenummer (valgfrit)"
              inputMode="numeric"
              maxLength={2}
              error={errors.jerseyNumber?.message}
              {...form.register('jerseyNumber')}
            />
          ) : null}
          {extras.position ? (
            <SelectField
              label="Position (valgfrit)"
              error={errors.position?.message}
              {...form.register('position')}
            >
              <option value="">Vælg position</option>
              {POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
      ) : null}
      <TextField
        label="Vælg adgangskode"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" block loading={isSubmitting || uploading}>
        Opret mig
      </Button>
    </form>
  );
}
