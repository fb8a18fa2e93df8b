import { z } from 'zod';
import { ROLES } from '../domain/roles';
import { TEAM_ROLES } from '../domain/team-roles';

/** One of a person's teams and their role on it (decision 107). */
export const teamMembershipSchema = z.object({ team: z.string(), role: z.enum(TEAM_ROLES) });

/** The signed-in user as the client sees it (GET /api/user). Never the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for a person the club created without an address (decision 102). */
  email: z.string().nullable(),
  /** The person proved the address is theirs (S20); an address staff typed is not, until then. */
  emailConfirmed: z.boolean(),
  phoneNumber: z.string().nullable(),
  /** The first team (the specification's single field): see `teams` (decision 107). */
  team: z.string().nullable(),
  /** Every team of the person and their role on it: Spiller, Træner, Assistenttræner, Holdleder. */
  teams: z.array(teamMembershipSchema),
  jerseyNumber: z.number().int().nullable(),
  memberNumber: z.string(),
  position: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  birthDate: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  membershipStatus: z.enum(['active', 'inactive']),
  membershipType: z.string().nullable(),
  membershipExpiresAt: z.string().nullable(),
  manualMembership: z.boolean(),
  stripeCustomerId: z.string().nullable(),
  notificationsEnabled: z.boolean(),
  chatNotificationsEnabled: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Who is signed in on this browser (GET /api/session): the user, or null for a visitor. The app
 * asks this on every start; being signed out is an answer, not an error (F30).
 */
export const sessionSchema = z.object({ user: userSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;
