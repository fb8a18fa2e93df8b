import { z } from 'zod';
import type { AcceptPersonalInvitationRequest, InviteeField } from '@common/contracts/personal-invitations';
import { POSITIONS } from '@common/contracts/people';
import {
  addressField,
  birthDateFromParts,
  passwordField,
  phoneField,
  postalCodeField,
  profileImageField,
  registrationFormFields,
  validBirthDate,
} from '@common/contracts/registration';
import { weakPasswordReason, type PasswordOwner } from '@common/domain/password-rules';

/** The invitation page's form as typed: every field a string; only the missing ones are checked. */
export interface InviteeValues {
  password: string;
  phone: string;
  address: string;
  postalCode: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  profileImageUrl: string;
  jerseyNumber: string;
  position: '' | (typeof POSITIONS)[number];
}

export const emptyInviteeValues: InviteeValues = {
  password: '',
  phone: '',
  address: '',
  postalCode: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  profileImageUrl: '',
  jerseyNumber: '',
  position: '',
};

const JERSEY = 'Trøjenummer skal være et tal mellem 1 og 99';

/**
 * The rules of the spec's registration form (part 2 §5), for the fields the club lacks only, and
 * the password rule (D7) against the person's own names: the server checks the same.
 */
export function inviteeForm(missing: readonly InviteeField[], owner: PasswordOwner) {
  const asks = (field: InviteeField) => missing.includes(field);
  return z
    .object({
      password: z.string(),
      phone: z.string(),
      address: z.string(),
      postalCode: z.string(),
      birthDay: z.string(),
      birthMonth: z.string(),
      birthYear: z.string(),
      profileImageUrl: z.string(),
      jerseyNumber: z.string(),
      position: z.enum([...POSITIONS, '']),
    })
    .superRefine((v, ctx) => {
      const check = (path: keyof InviteeValues, schema: z.ZodType, value: string) => {
        const result = schema.safeParse(value);
        if (!result.success)
          ctx.addIssue({ code: 'custom', path: [path], message: result.error.issues[0]!.message });
      };
      check('password', passwordField, v.password);
      const weak = v.password.length >= 6 ? weakPasswordReason(v.password, owner) : null;
      if (weak) ctx.addIssue({ code: 'custom', path: ['password'], message: weak });
      if (asks('phoneNumber')) check('phone', phoneField, v.phone);
      if (asks('address')) check('address', addressField, v.address);
      if (asks('postalCode')) check('postalCode', postalCodeField, v.postalCode);
      if (asks('profileImageUrl')) check('profileImageUrl', profileImageField, v.profileImageUrl);
      if (asks('birthDate')) {
        check('birthDay', registrationFormFields.shape.birthDay, v.birthDay);
        check('birthMonth', registrationFormFields.shape.birthMonth, v.birthMonth);
        check('birthYear', registrationFormFields.shape.birthYear, v.birthYear);
        validBirthDate(v, ctx);
      }
      const jersey = v.jerseyNumber.trim();
      if (jersey && !(/^\d{1,2}$/.test(jersey) && Number(jersey) >= 1 && Number(jersey) <= 99))
        ctx.addIssue({ code: 'custom', path: ['jerseyNumber'], message: JERSEY });
    });
}

/** What the page sends: the password, the missing fields, and the optional extras the club lacks. */
export function toAcceptRequest(
  token: string,
  v: InviteeValues,
  missing: readonly InviteeField[],
  extras: { jerseyNumber: boolean; position: boolean },
): AcceptPersonalInvitationRequest {
  const asks = (field: InviteeField) => missing.includes(field);
  return {
    token,
    password: v.password,
    ...(asks('phoneNumber') ? { phoneNumber: v.phone.trim() } : {}),
    ...(asks('address') ? { address: v.address.trim() } : {}),
    ...(asks('postalCode') ? { postalCode: v.postalCode.trim() } : {}),
    ...(asks('birthDate') ? { birthDate: birthDateFromParts(v.birthDay, v.birthMonth, v.birthYear) } : {}),
    ...(asks('profileImageUrl') ? { profileImageUrl: v.profileImageUrl } : {}),
    ...(extras.jerseyNumber && v.jerseyNumber.trim()
      ? { jerseyNumber: Number.parseInt(v.jerseyNumber, 10) }
      : {}),
    ...(extras.position && v.position ? { position: v.position } : {}),
  };
}
