import type { Member, Person } from '@common/contracts/people';
import { membershipActiveFor } from './membership-active';
import type { peopleRepository } from './people.repository';
import { joinStatusOf } from './join-status';
import { toUserDto } from './user-dto';

type Row = Awaited<ReturnType<ReturnType<typeof peopleRepository>['listWithFacts']>>[number];

/** A person for the lists of those who manage people: no address, birth date or payment ids. */
export function toMemberDto(row: Row, now: Date): Member {
  const active = membershipActiveFor(row, now);
  const u = toUserDto(row.user, active, row.teams);
  const person: Person = {
    id: u.id,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    emailConfirmed: u.emailConfirmed,
    pendingEmail: row.pendingEmail,
    joinStatus: joinStatusOf(row.user, row.invitation, now),
    phoneNumber: u.phoneNumber,
    role: u.role,
    team: u.team,
    teams: u.teams,
    jerseyNumber: u.jerseyNumber,
    position: u.position,
    profileImageUrl: u.profileImageUrl,
    memberNumber: u.memberNumber,
    membershipStatus: u.membershipStatus,
    membershipType: u.membershipType,
    membershipExpiresAt: u.membershipExpiresAt,
    createdAt: u.createdAt,
  };
  const last = row.lastPayment ? new Date(row.lastPayment) : null;
  return {
    ...person,
    totalPayments: Number(row.totalPayments),
    lastPayment: last ? last.toISOString() : null,
    pendingPayments: Number(row.pending),
  };
}
