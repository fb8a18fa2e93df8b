import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
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
import { useRegistrationPicture } from '../../lib/upload';
import { Button } from '../../ui/Button';
import { EMPTY_SIGN_UP_VALUES, SignUpFields } from '../../components/SignUpFields';
import { DEFAULT_PRICES } from '@common/domain/prices';

const EMPTY_FORM: FormValues = { ...EMPTY_SIGN_UP_VALUES, membershipType: 'ru_member' };

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
  const firstName = form.watch('firstName');
  const lastName = form.watch('lastName');
  const username = useUsernameSuggestion(firstName, lastName);
  const imageUrl = form.watch('profileImageUrl');

  useEffect(() => {
    form.setValue('username', username, { shouldValidate: form.formState.isSubmitted });
  }, [username, form]);

  const { uploading, onImage } = useRegistrationPicture(undefined, (path) =>
    form.setValue('profileImageUrl', path, { shouldValidate: true }),
  );

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
      <SignUpFields
        register={form.register}
        errors={errors}
        imageUrl={imageUrl}
        uploading={uploading}
        onImage={onImage}
      />
      <Button type="submit" block loading={isSubmitting || uploading}>
        Fortsæt til betaling
      </Button>
      <p className="muted small center">Spiller? Kontakt din holdleder for at få en konto.</p>
    </form>
  );
}
