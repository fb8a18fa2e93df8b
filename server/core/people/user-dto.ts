import type { User } from '@common/contracts/user';
import { isRole } from '@common/domain/roles';
import { isTeamRole, type TeamMembership } from '@common/domain/team-roles';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it to themselves: every field but secrets. */
export function toUserDto(row: UserRow, membershipActive: boolean, teams: readonly TeamMembership[]): User {
  return {
    id: row.id,
    username: row.username,
    role: isRole(row.role) ? row.role : 'none',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailConfirmed: row.emailConfirmedAt !== null,
    phoneNumber: row.phoneNumber,
    team: row.team,
    teams: teams.filter((m): m is User['teams'][number] => isTeamRole(m.role)),
    jerseyNumber: row.jerseyNumber,
    memberNumber: row.memberNumber,
    position: row.position,
    address: row.address,
    postalCode: row.postalCode,
    birthDate: row.birthDate,
    profileImageUrl: row.profileImageUrl,
    membershipStatus: membershipActive ? 'active' : 'inactive',
    membershipType: row.membershipType,
    membershipExpiresAt: row.membershipExpiresAt?.toISOString() ?? null,
    manualMembership: row.manualMembership,
    stripeCustomerId: row.stripeCustomerId,
    notificationsEnabled: row.notificationsEnabled,
    chatNotificationsEnabled: row.chatNotificationsEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}
