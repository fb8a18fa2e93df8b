import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegistrationForm } from '@common/contracts/registration';
import { TextField } from '../ui/Field';
import { ImagePicker } from '../ui/ImagePicker';
import { NameFields } from './NameFields';
import { PhoneField } from './PhoneField';

/** What every sign-up form asks (part 1 §5, part 2 §5), whatever else it adds. */
export type SignUpFieldValues = Omit<RegistrationForm, 'membershipType'>;

/** A sign-up form before anything is typed. */
export const EMPTY_SIGN_UP_VALUES: SignUpFieldValues = {
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
  phone: '',
  profileImageUrl: '',
};

/**
 * The fields 'Bliv Medlem' and the invitation link's form share, in the spec's order: picture,
 * names with the generated read-only username, email, password, address, birth date in three
 * parts, phone.
 */
export function SignUpFields({
  register,
  errors,
  imageUrl,
  uploading,
  onImage,
}: {
  register: UseFormRegister<SignUpFieldValues>;
  errors: FieldErrors<SignUpFieldValues>;
  imageUrl: string;
  uploading: boolean;
  onImage: (file: File) => Promise<void>;
}) {
  return (
    <>
      <PictureField imageUrl={imageUrl} uploading={uploading} onImage={onImage} error={errors.profileImageUrl?.message} />
      <NameFields
        firstName={{ error: errors.firstName?.message, ...register('firstName') }}
        lastName={{ error: errors.lastName?.message, ...register('lastName') }}
        pairError={errors.username?.message}
      />
      <TextField label="Brugernavn" readOnly hint="Dannes automatisk af dit navn" {...register('username')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Adgangskode" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField label="Adresse" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      <TextField label="Postnummer og by" autoComplete="postal-code" error={errors.postalCode?.message} {...register('postalCode')} />
      <BirthDateFields register={register} errors={errors} />
      <PhoneField
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...register('phone')}
      />
    </>
  );
}

type BirthDateValues = Pick<SignUpFieldValues, 'birthDay' | 'birthMonth' | 'birthYear'>;

/** Fødselsdato as three inputs (part 1 §5): day, month, year. */
export function BirthDateFields({
  register,
  errors,
}: {
  register: UseFormRegister<BirthDateValues>;
  errors: FieldErrors<BirthDateValues>;
}) {
  return (
    <fieldset className="form-fieldset">
      <legend>Fødselsdato</legend>
      <div className="form-row form-row-3">
        <TextField label="Dag" inputMode="numeric" maxLength={2} placeholder="DD" error={errors.birthDay?.message} {...register('birthDay')} />
        <TextField label="Måned" inputMode="numeric" maxLength={2} placeholder="MM" error={errors.birthMonth?.message} {...register('birthMonth')} />
        <TextField label="År" inputMode="numeric" maxLength={4} placeholder="ÅÅÅÅ" error={errors.birthYear?.message} {...register('birthYear')} />
      </div>
    </fieldset>
  );
}

/** The profile picture a registration asks for, uploaded as soon as it is chosen. */
export function PictureField({
  imageUrl,
  uploading,
  onImage,
  error,
}: {
  imageUrl: string;
  uploading: boolean;
  onImage: (file: File) => Promise<void>;
  error?: string;
}) {
  return (
    <ImagePicker label="Profilbillede" imageUrl={imageUrl || null} busy={uploading} onFile={(file) => void onImage(file)} error={error} />
  );
}
