import { z } from 'zod';
import { ACCOUNT_EVENT_KINDS } from '../domain/account-events';
import { ASSIGNABLE_ROLES, ROLES } from '../domain/roles';
import { TEAM_ROLES } from '../domain/team-roles';
import { joinStatusSchema } from './join-status';
import { teamMembershipSchema } from './user';
import { firstNameField, lastNameField, optionalEmailField } from './registration';

/** Positions a player can have (part 2 §3). */
export const POSITIONS = [
  'Målmand',
  'Forsvar',
  'Midtbane',
  'Angrib',
  'Vinge',
  'Central forsvar',
  'Defensiv midtbane',
  'Offensiv midtbane',
  'Spids',
] as const;

/** A person as the player and member lists show them: contact details only for those who manage people. */
export const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null when the club has no address for the person (decision 102). */
  email: z.string().nullable(),
  /** The owner proved the address is theirs (S20): recovery mails go only to such an address. */
  emailConfirmed: z.boolean(),
  /** A new address waiting for its owner to follow the link sent to it; the address above stays until then. */
  pendingEmail: z.string().nullable(),
  /** 'Oprettet', 'Inviteret <dato>', 'Påmindet', … (decision 101). */
  joinStatus: joinStatusSchema,
  phoneNumber: z.string().nullable(),
  role: z.enum(ROLES),
  /** The first team (the specification's single field); every team and role in `teams` (decision 107). */
  team: z.string().nullable(),
  teams: z.array(teamMembershipSchema),
  jerseyNumber: z.number().int().nullable(),
  position: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  memberNumber: z.string(),
  membershipStatus: z.enum(['active', 'inactive']),
  membershipType: z.string().nullable(),
  membershipExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** Medlemmer adds payment totals (part 2 §3: totalPayments in øre, lastPayment). */
export const memberSchema = personSchema.extend({
  totalPayments: z.number().int(),
  lastPayment: z.string().nullable(),
  /** Outstanding (pending) payments: the payment-status filter on the admin lists. */
  pendingPayments: z.number().int(),
});
export type Member = z.infer<typeof memberSchema>;

/** POST /api/admin/players and PUT /api/admin/players/{id} (part 2 §5, D4). */
export const playerRequest = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  /** Optional for a person staff create (decision 102); empty is no address. */
  email: optionalEmailField,
  phoneNumber: z
    .string()
    .trim()
    .max(20, 'Ugyldigt telefonnummer')
    .regex(/^(\d{8})?$/, 'Telefonnummer skal være 8 cifre')
    .nullish(),
  jerseyNumber: z
    .number('Trøjenummer skal være et tal mellem 1 og 99')
    .int('Trøjenummer skal være et tal mellem 1 og 99')
    .min(1, 'Trøjenummer skal være et tal mellem 1 og 99')
    .max(99, 'Trøjenummer skal være et tal mellem 1 og 99')
    .nullish(),
  position: z.enum([...POSITIONS, ''], 'Vælg en position fra listen').nullish(),
  team: z.string().max(60, 'Holdet findes ikke').nullish(),
  /** 'none' (Ikke betalt) only to keep an unpaid invitee's role when their details are edited. */
  role: z.enum(ROLES, 'Vælg en gyldig rolle'),
  /** On creation: send the person their personal invitation at once (decision 101). */
  sendInvitation: z.boolean('Ugyldigt valg').optional(),
});
export type PlayerRequest = z.infer<typeof playerRequest>;

export const roleRequest = z.strictObject({ role: z.enum(ASSIGNABLE_ROLES, 'Vælg en gyldig rolle') });
export type RoleRequest = z.infer<typeof roleRequest>;

/** Admin password reset: D7 keeps min 6 with the spec's message. */
export const adminPasswordRequest = z.strictObject({
  password: z
    .string()
    .min(6, 'Adgangskode skal være mindst 6 tegn')
    .max(200, 'Adgangskoden må højst være 200 tegn'),
});
export type AdminPasswordRequest = z.infer<typeof adminPasswordRequest>;

/** What a change on Medlemmer answers: done, with the Danish message to show. */
export const memberChangeResponse = z.object({ success: z.literal(true), message: z.string() });
export type MemberChangeResponse = z.infer<typeof memberChangeResponse>;

/** One line of the member's history (S20): what happened to the account's security, and who did it. */
export const accountEventSchema = z.object({
  kind: z.enum(ACCOUNT_EVENT_KINDS),
  /** Whoever did it, when not the person themselves. */
  actorName: z.string().nullable(),
  /** The address an e-mail change named. */
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

/** PUT /api/admin/players/{id}/teams (decision 107): every team of the person and their role on it. */
export const personTeamsRequest = z.strictObject({
  memberships: z
    .array(
      z.strictObject({
        team: z.string({ error: 'Vælg et hold' }).min(1, 'Vælg et hold').max(60),
        role: z.enum(TEAM_ROLES, { error: 'Vælg Spiller, Træner, Assistenttræner eller Holdleder' }),
      }),
      { error: 'Angiv personens hold' },
    )
    .max(20, 'Højst 20 hold')
    .refine((list) => new Set(list.map((m) => m.team)).size === list.length, 'Et hold står to gange'),
});
export type PersonTeamsRequest = z.infer<typeof personTeamsRequest>;
