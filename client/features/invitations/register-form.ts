import { z } from 'zod';
import { POSITIONS } from '@common/contracts/people';
import type { LinkRegistrationRequest } from '@common/contracts/invitations';
import { newPasswordRule } from '@common/contracts/password-rule';
import { birthDateFromParts, registrationFormFields, validBirthDate } from '@common/contracts/registration';
import { EMPTY_SIGN_UP_VALUES } from '../../components/SignUpFields';

/** The invitation form: the registration rules of part 2 §5 and D7's password rule, plus the player's optional extras. */
export const linkRegisterForm = registrationFormFields
  .omit({ membershipType: true })
  .extend({
    jerseyNumber: z
      .string()
      .trim()
      .regex(/^(\d{1,2})?$/, 'Trøjenummer skal være et tal mellem 1 og 99')
      .refine(
        (v) => v === '' || (Number(v) >= 1 && Number(v) <= 99),
        'Trøjenummer skal være et tal mellem 1 og 99',
      ),
    position: z.enum([...POSITIONS, '']),
  })
  .superRefine(validBirthDate)
  .superRefine(newPasswordRule('password', (values) => values));
export type LinkRegisterValues = z.infer<typeof linkRegisterForm>;

export const emptyLinkRegisterValues: LinkRegisterValues = { ...EMPTY_SIGN_UP_VALUES, jerseyNumber: '', position: '' };

export function toLinkRegistration(
  token: string,
  v: LinkRegisterValues,
  player: boolean,
): LinkRegistrationRequest {
  return {
    token,
    username: v.username,
    password: v.password,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phoneNumber: v.phone,
    address: v.address,
    postalCode: v.postalCode,
    birthDate: birthDateFromParts(v.birthDay, v.birthMonth, v.birthYear),
    profileImageUrl: v.profileImageUrl,
    ...(player
      ? {
          jerseyNumber: v.jerseyNumber ? Number.parseInt(v.jerseyNumber, 10) : null,
          position: v.position || null,
        }
      : {}),
  };
}
