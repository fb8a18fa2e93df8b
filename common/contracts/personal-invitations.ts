import { z } from 'zod';
export { JOIN_STATES, joinStatusSchema, type JoinState, type JoinStatus } from './join-status';
import { idInBody } from './ids';
import { POSITIONS } from './people';
import {
  addressField,
  birthDateField,
  passwordField,
  phoneField,
  postalCodeField,
  profileImageField,
} from './registration';

/**
 * Personal invitations (decision 101): one person the club created, by e-mail, 14 days from the
 * first invitation, the form pre-filled with what the club knows.
 */

/** At most this many people in one request (a whole import fits). */
export const MAX_PERSONAL_INVITATIONS = 5000;

const CHOOSE = 'Vælg personer eller et hold';

/** POST /api/invitations/personal: the people (an import's result) or a whole team. */
export const sendPersonalInvitationsRequest = z
  .strictObject({
    userIds: z
      .array(idInBody('Ugyldig person'), CHOOSE)
      .max(MAX_PERSONAL_INVITATIONS, `Højst ${MAX_PERSONAL_INVITATIONS} personer ad gangen`)
      .optional(),
    team: z.string(CHOOSE).trim().max(60, 'Holdet findes ikke').optional(),
  })
  .refine((v) => Boolean(v.userIds?.length) !== Boolean(v.team), { message: CHOOSE, path: ['userIds'] });
export type SendPersonalInvitationsRequest = z.infer<typeof sendPersonalInvitationsRequest>;

/** What a send did: each person is counted once, in the first that fits. */
export const personalInvitationsResult = z.object({
  sent: z.number().int(),
  /** Invited within the last 24 hours: not sent again (S21). */
  sentRecently: z.number().int(),
  /** Has a password already. */
  alreadyJoined: z.number().int(),
  /** No address to send to (decision 102). */
  noEmail: z.number().int(),
  /** A team's send leaves alone those whose invitation staff withdrew. */
  withdrawn: z.number().int(),
  /** The same in one Danish sentence, for the toast. */
  message: z.string(),
});
export type PersonalInvitationsResult = z.infer<typeof personalInvitationsResult>;

/** DELETE /api/invitations/personal/:userId */
export const withdrawPersonalInvitationResult = z.object({ withdrawn: z.boolean() });
export type WithdrawPersonalInvitationResult = z.infer<typeof withdrawPersonalInvitationResult>;

export const personalTokenQuery = z.strictObject({
  token: z.string().max(200, 'Linket er ugyldigt'),
});
export type PersonalTokenQuery = z.infer<typeof personalTokenQuery>;

/** Fields of the spec's registration form the invitee may be asked for (what the club lacks). */
export const INVITEE_FIELDS = [
  'phoneNumber',
  'address',
  'postalCode',
  'birthDate',
  'profileImageUrl',
] as const;
export type InviteeField = (typeof INVITEE_FIELDS)[number];

/** GET /api/invitations/personal/open?token=: what the invitation page shows. */
export const personalInvitationView = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('valid'),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    username: z.string(),
    /** The team's display name. */
    team: z.string().nullable(),
    expiresAt: z.string(),
    /** What the club knows, shown pre-filled. */
    known: z.object({
      phoneNumber: z.string().nullable(),
      address: z.string().nullable(),
      postalCode: z.string().nullable(),
      birthDate: z.string().nullable(),
      profileImageUrl: z.string().nullable(),
      jerseyNumber: z.number().int().nullable(),
      position: z.string().nullable(),
    }),
    /** What the form asks for besides the password. */
    missing: z.array(z.enum(INVITEE_FIELDS)),
  }),
  /** A real link that no longer works (ran out, or a newer one was sent): 'Send et nyt link'. */
  z.object({ status: z.literal('expired') }),
  /** The person has joined: sign in. */
  z.object({ status: z.literal('joined') }),
  /** Unknown or withdrawn. */
  z.object({ status: z.literal('invalid') }),
]);
export type PersonalInvitationView = z.infer<typeof personalInvitationView>;

/** POST /api/invitations/personal/accept: the password and what the club lacks. */
export const acceptPersonalInvitationRequest = z.strictObject({
  token: z.string().min(1, 'Linket er ugyldigt').max(200, 'Linket er ugyldigt'),
  password: passwordField,
  phoneNumber: phoneField.optional(),
  address: addressField.optional(),
  postalCode: postalCodeField.optional(),
  birthDate: birthDateField.optional(),
  profileImageUrl: profileImageField.optional(),
  jerseyNumber: z
    .number('Trøjenummer skal være et tal mellem 1 og 99')
    .int('Trøjenummer skal være et tal mellem 1 og 99')
    .min(1, 'Trøjenummer skal være et tal mellem 1 og 99')
    .max(99, 'Trøjenummer skal være et tal mellem 1 og 99')
    .nullish(),
  position: z.enum(POSITIONS, 'Vælg en position fra listen').nullish(),
});
export type AcceptPersonalInvitationRequest = z.infer<typeof acceptPersonalInvitationRequest>;

/** POST /api/invitations/personal/renew: 'Send et nyt link' from an expired link. Always the same answer. */
export const renewPersonalInvitationRequest = z.strictObject({
  token: z.string().min(1, 'Linket er ugyldigt').max(200, 'Linket er ugyldigt'),
});
export type RenewPersonalInvitationRequest = z.infer<typeof renewPersonalInvitationRequest>;
export const RENEW_ANSWER =
  'Hvis invitationen stadig gælder, sender vi et nyt link til den email, klubben har. Tjek din indbakke om lidt.';
export const renewPersonalInvitationResult = z.object({ message: z.string() });
export type RenewPersonalInvitationResult = z.infer<typeof renewPersonalInvitationResult>;

/** The team's "7 af 22 har ikke oprettet sig endnu" (GET /api/invitations/personal/team/:code). */
export const teamJoinSummary = z.object({
  team: z.string(),
  total: z.number().int(),
  notJoined: z.number().int(),
  /** Of those not joined: how many one tap on 'Påmind' would reach now. */
  remindable: z.number().int(),
});
export type TeamJoinSummary = z.infer<typeof teamJoinSummary>;
