import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateProfileRequest, type UpdateProfileRequest } from '@common/contracts/profile';
import type { User } from '@common/contracts/user';
import { errorMessage } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useRequestEmailConfirmation, useUpdateProfile } from './profile-api';
import { useRoleLabel } from '../../lib/club-config';
import { PhoneField } from '../../components/PhoneField';

/** Profilindstillinger › Profil: the person's details with a Rediger / Annuller toggle. */
export function ProfileInfoTab({ user }: { user: User }) {
  const roleLabel = useRoleLabel();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const defaults = {
    firstName: user.firstName,
    lastName: user.lastName,
    // An account the club made without an address (decision 102) adds one here.
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
  };
  const form = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  // Moving the account's address asks for the password (S20); other changes do not.
  const typedEmail = form.watch('email') ?? '';
  const newAddress = editing && typedEmail.trim().toLowerCase() !== (user.email ?? '').toLowerCase();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        ...values,
        phoneNumber: values.phoneNumber || null,
        currentPassword: newAddress ? values.currentPassword : undefined,
      });
      // A new email is used once the link sent to it is followed (E7); until then the old one stays.
      if ((saved.email ?? '').toLowerCase() !== values.email.trim().toLowerCase()) {
        form.setValue('email', saved.email ?? '');
        form.setValue('currentPassword', '');
        showToast({
          title: 'Bekræft din nye email',
          description: `Vi har sendt et link til ${values.email.trim()}. ${saved.email ? `Indtil du bekræfter, bruger vi ${saved.email}.` : 'Den gælder, når du har bekræftet den.'}`,
          variant: 'success',
        });
      } else {
        showToast({ title: 'Profil opdateret!', variant: 'success' });
      }
      setEditing(false);
    } catch (error) {
      applyServerFieldErrors(form, error);
      showToast({
        title: 'Fejl ved opdatering',
        description: errorMessage(error, 'Der opstod en fejl. Prøv igen.'),
        variant: 'error',
      });
    }
  });

  return (
    <div className="settings-section">
      <div className="row-between">
        <h2>Personlige oplysninger</h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (editing) form.reset(defaults);
            setEditing(!editing);
          }}
        >
          {editing ? 'Annuller' : 'Rediger'}
        </Button>
      </div>
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="form-row">
          <TextField
            label="Fornavn"
            disabled={!editing}
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Efternavn"
            disabled={!editing}
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          disabled={!editing}
          error={errors.email?.message}
          {...form.register('email')}
        />
        {newAddress ? (
          <TextField
            label="Nuværende adgangskode"
            type="password"
            autoComplete="current-password"
            hint="For at skifte email skal du skrive din adgangskode."
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        ) : null}
        {user.email && !user.emailConfirmed && !editing ? <UnconfirmedEmail email={user.email} /> : null}
        <PhoneField
          disabled={!editing}
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <TextField label="Brugernavn" value={user.username} readOnly disabled />
        <TextField label="Rolle" value={roleLabel(user.role)} readOnly disabled />
        {editing ? (
          <Button type="submit" block loading={isSubmitting}>
            Gem ændringer
          </Button>
        ) : null}
      </form>
    </div>
  );
}

/**
 * An address the club typed for the person, not yet confirmed by them (S20): no reset or sign-in
 * link goes there until they follow a link sent to it.
 */
function UnconfirmedEmail({ email }: { email: string }) {
  const send = useRequestEmailConfirmation();
  return (
    <div className="email-notice" role="status">
      <p className="small">
        Din email er ikke bekræftet endnu. Indtil du bekræfter den, kan vi ikke sende dig et link, hvis du
        glemmer din adgangskode.
      </p>
      <Button
        variant="secondary"
        size="sm"
        loading={send.isPending}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: () =>
              showToast({ title: 'Tjek din email', description: `Vi har sendt et link til ${email}.`, variant: 'success' }),
            onError: (error) =>
              showToast({ title: 'Fejl', description: errorMessage(error, 'Prøv igen om lidt.'), variant: 'error' }),
          })
        }
      >
        Send bekræftelseslink
      </Button>
    </div>
  );
}
