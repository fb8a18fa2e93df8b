import { z } from 'zod';
import {
  addressField,
  birthDateField,
  emailField,
  firstNameField,
  lastNameField,
  passwordField,
  phoneField,
  postalCodeField,
  profileImageField,
  usernameField,
} from './registration';
import { POSITIONS } from './people';

export const LINK_ROLES = ['player', 'coach', 'board'] as const;
export type LinkRole = (typeof LINK_ROLES)[number];

const teamField = z.string().trim().min(1, 'Vælg et hold').max(60, 'Vælg et hold');

/**
 * How long a generated link works (decision 104 beside D18): the specification's hour by default;
 * a player link may be made for a day or a week; coach and board links hand out staff rights and
 * always work one hour.
 */
export const LINK_VALIDITIES = ['1h', '1d', '7d'] as const;
export type LinkValidity = (typeof LINK_VALIDITIES)[number];
export const STAFF_LINK_ONE_HOUR = 'Links til trænere og bestyrelse virker altid 1 time';
const playerValidity = z.enum(LINK_VALIDITIES, 'Vælg 1 time, 1 dag eller 7 dage').optional();
const staffValidity = z.literal('1h', STAFF_LINK_ONE_HOUR).optional();

export const playerLinkRequest = z.strictObject({
  team: teamField,
  role: z.literal('player').optional(),
  validity: playerValidity,
});
export const coachLinkRequest = z.strictObject({
  team: teamField,
  role: z.literal('coach').optional(),
  validity: staffValidity,
});
export const boardLinkRequest = z.strictObject({
  role: z.literal('board').optional(),
  team: z.string().max(60).nullish(),
  validity: staffValidity,
});
export const trainerLinkRequest = z.strictObject({ team: teamField, validity: playerValidity });
export type PlayerLinkRequest = z.infer<typeof playerLinkRequest>;
export type CoachLinkRequest = z.infer<typeof coachLinkRequest>;
export type BoardLinkRequest = z.infer<typeof boardLinkRequest>;
export type TrainerLinkRequest = z.infer<typeof trainerLinkRequest>;

export const linkResponse = z.object({ token: z.string(), expiresAt: z.string(), role: z.enum(LINK_ROLES) });
export type LinkResponse = z.infer<typeof linkResponse>;

export const validateTokenQuery = z.strictObject({ token: z.string().max(200) });
export type ValidateTokenQuery = z.infer<typeof validateTokenQuery>;
export const validateTokenResponse = z.object({
  valid: z.boolean(),
  team: z.string().nullable(),
  role: z.enum(LINK_ROLES).nullable(),
});
export type ValidateTokenResponse = z.infer<typeof validateTokenResponse>;

/** POST /api/register-{player,coach,board} (part 2 §5, §7). */
export const linkRegistrationRequest = z.strictObject({
  token: z.string().min(1, 'Ugyldigt registreringslink').max(200, 'Ugyldigt registreringslink'),
  username: usernameField.optional(),
  password: passwordField,
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phoneNumber: phoneField,
  address: addressField,
  postalCode: postalCodeField,
  birthDate: birthDateField,
  profileImageUrl: profileImageField,
  jerseyNumber: z
    .number('Trøjenummer skal være et tal mellem 1 og 99')
    .int('Trøjenummer skal være et tal mellem 1 og 99')
    .min(1, 'Trøjenummer skal være et tal mellem 1 og 99')
    .max(99, 'Trøjenummer skal være et tal mellem 1 og 99')
    .nullish(),
  position: z.enum(POSITIONS, 'Vælg en position fra listen').nullish(),
});
export type LinkRegistrationRequest = z.infer<typeof linkRegistrationRequest>;
