import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  birthDateFromParts,
  registrationForm,
  type RegistrationData,
  type RegistrationForm as FormValues,
} from '@common/contracts/registration';
import { priceKr, useClubConfig, useClubIdentity } from '../../lib/club-config';
import { memberRoleLabel } from '@common/domain/club-identity';
import { useFocusFirstInvalid } from '../../lib/focus-first-invalid';
import { useUsernameSuggestion } from '../../lib/reads/username-suggestion';
import { showToast } from '../../lib/toast-store';
import { checkImageFile, uploadImage } from '../../lib/upload';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { ImagePicker } from '../../ui/ImagePicker';
import { NameFields } from '../../components/NameFields';
import { DEFAULT_PRICES } from '@common/domain/prices';

const EMPTY_FORM: FormValues = {
  username: '',
  password: '',
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  postalCode: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  membershipType: 'ru_member',
  phone: '',
  profileImageUrl: '',
};

/**
 * 'Bliv Medlem' (part 1 §5): every field with the spec's messages, the generated read-only
 * username, birth date as three inputs and a required profile picture. A valid form goes on to
 * the payment step (300 kr), which the payments feature provides. It hands back what was typed, so
 * coming back from that step starts from `initialValues`, picture included (F24).
 */
export function RegisterForm({
  onValid,
  paymentAvailable,
  initialValues,
}: {
  onValid: (data: RegistrationData, typed: FormValues) => void;
  paymentAvailable: boolean;
  initialValues?: FormValues;
}) {
  const config = useClubConfig();
  const { shortName } = useClubIdentity();
  const form = useForm<FormValues>({
    resolver: zodResolver(registrationForm),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: initialValues ?? EMPTY_FORM,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount);
  const [uploading, setUploading] = useState(false);
  const firstName = form.watch('firstName');
  const lastName = form.watch('lastName');
  const username = useUsernameSuggestion(firstName, lastName);
  const imageUrl = form.watch('profileImageUrl');

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
      const path = await uploadImage(file, { registration: true });
      form.setValue('profileImageUrl', path, { shouldValidate: true });
      showToast({ title: 'Billede uploadet', variant: 'success' });
    } catch {
      showToast({ title: 'Upload fejl', description: 'Der opstod en fejl under upload', variant: 'error' });
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!paymentAvailable) {
      showToast({ title: 'Betalinger ikke tilgængelige', description: 'Prøv igen senere.', variant: 'error' });
      return;
    }
    const data: RegistrationData = {
      username: values.username,
      password: values.password,
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      address: values.address,
      postalCode: values.postalCode,
      birthDate: birthDateFromParts(values.birthDay, values.birthMonth, values.birthYear),
      membershipType: 'ru_member',
      phone: values.phone,
      profileImageUrl: values.profileImageUrl,
    };
    onValid(data, values);
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="form">
      <p className="muted small">
        Bliv {memberRoleLabel(shortName)} for {priceKr(config.data?.prices.ruFeeOre ?? DEFAULT_PRICES.ruFeeOre)} om året og få adgang til alle kampe, medlemschat og klubbens aktiviteter.
      </p>
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
      <TextField
        label="Telefon"
        type="tel"
        inputMode="numeric"
        maxLength={8}
        prefix="+45"
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Button type="submit" block loading={isSubmitting || uploading}>
        Fortsæt til betaling
      </Button>
      <p className="muted small center">Spiller? Kontakt din holdleder for at få en konto.</p>
    </form>
  );
}
