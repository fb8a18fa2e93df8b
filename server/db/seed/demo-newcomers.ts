import { addCopenhagenDays } from '@common/domain/time';
import { PERSONAL_INVITATION_DAYS } from '@common/domain/recovery';
import type { Db } from '../database';
import { personalInvitations, users } from '../schema';

const TEAM = 'serie_3_pulje_5';

/**
 * People the club created on Senior 1 who have not joined yet (decision 101), so Spillere,
 * Medlemmer and the coach's Trænerpanel show every join status: invited two days ago, reminded,
 * run out, never invited, and one without an address (decision 102). No password, no links
 * (a demo link would have to be minted by a mail).
 */
export async function seedDemoNewcomers(tx: Db, now: Date, invitedBy: number) {
  const rows = await tx
    .insert(users)
    .values(
      [
        ['Ida', 'Kronborg', 'ida.kronborg@ru-demo.dk'],
        ['Malte', 'Frost', 'malte.frost@ru-demo.dk'],
        ['Noah', 'Winther', 'noah.winther@ru-demo.dk'],
        ['Sebastian', 'Krogh', 'sebastian.krogh@ru-demo.dk'],
        ['Alfred', 'Bjerre', null],
      ].map(([firstName, lastName, email], i) => ({
        username: `${firstName!.toLowerCase()}${lastName!.toLowerCase()}`,
        passwordHash: null,
        email,
        emailConfirmedAt: null,
        firstName: firstName!,
        lastName: lastName!,
        role: 'none',
        team: TEAM,
        membershipType: 'player',
        membershipStatus: 'inactive',
        createdAt: addCopenhagenDays(now, -20 + i),
      })),
    )
    .returning({ id: users.id });
  const at = (days: number) => addCopenhagenDays(now, days);
  const invitation = (userId: number, firstDays: number, reminders: number) => ({
    userId,
    firstSentAt: at(firstDays),
    expiresAt: at(firstDays + PERSONAL_INVITATION_DAYS),
    invitedAt: at(firstDays),
    invitedBy,
    lastSentAt: reminders ? at(firstDays + 3) : at(firstDays),
    reminders,
    remindedAt: reminders ? at(firstDays + 3) : null,
  });
  await tx
    .insert(personalInvitations)
    .values([
      invitation(rows[0]!.id, -2, 0),
      invitation(rows[1]!.id, -5, 1),
      invitation(rows[2]!.id, -20, 2),
    ]);
}
