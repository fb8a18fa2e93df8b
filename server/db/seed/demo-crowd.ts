import { addCopenhagenDays, instantToCopenhagen } from '@common/domain/time';
import { generateUsername } from '@common/domain/username';
import type { Db } from '../database';
import { payments, users } from '../schema';
import { seededRandom } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const FIRST = [
  'Anna',
  'Ida',
  'Freja',
  'Laura',
  'Sofie',
  'Emma',
  'Clara',
  'Maja',
  'Karen',
  'Mette',
  'Line',
  'Signe',
  'Anders',
  'Mikkel',
  'Rasmus',
  'Frederik',
  'Emil',
  'Oliver',
  'Magnus',
  'Christian',
  'Jesper',
  'Kasper',
  'Nikolaj',
  'Mathias',
  'Jakob',
  'Tobias',
  'Simon',
  'Martin',
  'Thomas',
  'Jens',
  'Morten',
  'Peter',
  'Bjørn',
  'Asger',
  'Ølver',
  'Åge',
];
const LAST = [
  'Jensen',
  'Nielsen',
  'Hansen',
  'Pedersen',
  'Andersen',
  'Christensen',
  'Larsen',
  'Sørensen',
  'Rasmussen',
  'Jørgensen',
  'Petersen',
  'Madsen',
  'Kristensen',
  'Olsen',
  'Thomsen',
  'Poulsen',
  'Johansen',
  'Møller',
  'Mortensen',
  'Lund',
  'Holm',
  'Dahl',
  'Frandsen',
  'Bach',
  'Schmidt',
  'Vestergaard',
  'Lindberg',
  'Friis',
  'Skov',
  'Kjeldsen',
];
const TEAMS = ['serie_3_pulje_5', 'serie_5_pulje_6', 'serie_4_pulje_9', 'herresenior_2_pulje_5'];
const POSITIONS = ['Målmand', 'Forsvar', 'Midtbane', 'Angrib', 'Vinge', 'Spids'];

/**
 * A crowd of extra members for screenshots and measurements of the admin lists with a real
 * club's numbers (DEMO_EXTRA_MEMBERS=450): RU members and players in every team, some without
 * an active membership, some who paid and some who owe. Never part of the default demo, which
 * the tests start many times.
 */
export async function seedDemoCrowd(
  tx: Tx,
  count: number,
  passwordHash: string,
  now: Date,
  createdBy: number,
) {
  if (count <= 0) return;
  const rng = seededRandom(16);
  const today = instantToCopenhagen(now).date;
  const rows = Array.from({ length: count }, (_, i) => {
    const firstName = rng.pick(FIRST);
    const lastName = rng.pick(LAST);
    const username = `${generateUsername(firstName, lastName).slice(0, 14)}${i + 1}`;
    const roll = rng.next();
    const role = roll < 0.45 ? 'member' : roll < 0.93 ? 'player' : roll < 0.97 ? 'coach' : 'none';
    const active = role !== 'none' && rng.next() < 0.85;
    return {
      username,
      passwordHash,
      email: `${username}@example.dk`,
      emailConfirmedAt: now,
      firstName,
      lastName,
      role,
      team: role === 'member' ? null : rng.pick(TEAMS),
      jerseyNumber: role === 'player' ? rng.int(1, 99) : null,
      position: role === 'player' ? rng.pick(POSITIONS) : null,
      phoneNumber: String(rng.int(20000000, 99999999)),
      address: `Valby Langgade ${rng.int(1, 180)}`,
      postalCode: '2500 Valby',
      birthDate: `${rng.int(1960, 2008)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
      membershipType: role === 'member' ? 'ru_member' : 'player',
      membershipStatus: active ? 'active' : 'inactive',
      manualMembership: active,
      membershipExpiresAt: active ? addCopenhagenDays(now, rng.int(20, 300)) : null,
      createdAt: addCopenhagenDays(now, -rng.int(10, 2000)),
    };
  });
  const made: { id: number }[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    made.push(
      ...(await tx
        .insert(users)
        .values(rows.slice(i, i + 200))
        .returning({ id: users.id })),
    );
  }
  const owed = made.flatMap(({ id }, i): (typeof payments.$inferInsert)[] => {
    const roll = rng.next();
    if (roll < 0.55) {
      return [
        {
          userId: id,
          amount: i % 2 ? 60000 : 30000,
          description: 'Kontingent',
          status: 'completed',
          kind: 'kontingent',
          paidAt: addCopenhagenDays(now, -rng.int(5, 300)),
        },
      ];
    }
    if (roll < 0.75) {
      return [
        {
          userId: id,
          amount: 50000,
          description: 'Månedskontingent',
          status: 'pending',
          kind: 'kontingent',
          dueDate: addDays(today, rng.int(-40, 30)),
          createdBy,
        },
      ];
    }
    return [];
  });
  for (let i = 0; i < owed.length; i += 200) await tx.insert(payments).values(owed.slice(i, i + 200));
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
