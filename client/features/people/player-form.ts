import { z } from 'zod';
import { POSITIONS, type Person, type PlayerRequest } from '@common/contracts/people';
import { emailField, firstNameField, lastNameField } from '@common/contracts/registration';
import { ROLES } from '@common/domain/roles';

/**
 * The add/edit form as typed (part 2 §5): names by the one name rule, jersey 1–99 or empty. The
 * e-mail may be left empty for a person the club creates (decision 102); one given must be valid.
 */
export const playerFormSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: z.string().trim().refine((v) => v === '' || emailField.safeParse(v).success, 'Ugyldig email'),
  phoneNumber: z.string().trim().regex(/^(\d{8})?$/, 'Telefonnummer skal være 8 cifre'),
  jerseyNumber: z
    .string()
    .trim()
    .regex(/^(\d{1,2})?$/, 'Trøjenummer skal være et tal mellem 1 og 99')
    .refine((v) => v === '' || (Number(v) >= 1 && Number(v) <= 99), 'Trøjenummer skal være et tal mellem 1 og 99'),
  position: z.enum([...POSITIONS, '']),
  team: z.string(),
  role: z.enum(ROLES),
});
export type PlayerFormValues = z.infer<typeof playerFormSchema>;

/** An unpaid invitee keeps role none ('Ikke betalt') unless the role is changed on purpose. */
export function playerFormValues(person?: Person): PlayerFormValues {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    email: person?.email ?? '',
    phoneNumber: person?.phoneNumber ?? '',
    jerseyNumber: person?.jerseyNumber ? String(person.jerseyNumber) : '',
    position: (POSITIONS as readonly string[]).includes(person?.position ?? '') ? (person!.position as PlayerFormValues['position']) : '',
    team: person?.team ?? '',
    role: person?.role ?? 'player',
  };
}

/** Jersey number parsed to an integer or null (part 2 §5). */
export function toPlayerRequest(values: PlayerFormValues): PlayerRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim() || null,
    phoneNumber: values.phoneNumber.trim() || null,
    jerseyNumber: values.jerseyNumber ? Number.parseInt(values.jerseyNumber, 10) : null,
    position: values.position || null,
    team: values.team || null,
    role: values.role,
  };
}
