import { generateUsername } from '@common/domain/username';
import type { users } from '../schema';

type NewUser = typeof users.$inferInsert;

/** The six demo logins of the README, one per role. */
export const DEMO_LOGINS = [
  { username: 'admin', role: 'admin', firstName: 'Mette', lastName: 'Kjær', team: null, position: null },
  { username: 'bestyrelse', role: 'board', firstName: 'Lars', lastName: 'Nørgaard', team: null, position: null },
  { username: 'traener', role: 'coach', firstName: 'Søren', lastName: 'Hansen', team: 'serie_3_pulje_5', position: null },
  { username: 'spiller', role: 'player', firstName: 'Mads', lastName: 'Østergaard', team: 'serie_3_pulje_5', position: 'Midtbane' },
  { username: 'medlem', role: 'member', firstName: 'Anne', lastName: 'Sørensen', team: null, position: null },
  { username: 'nybruger', role: 'none', firstName: 'Jonas', lastName: 'Bæk', team: 'serie_3_pulje_5', position: null },
] as const;

const FIRST = ['Anders', 'Mikkel', 'Rasmus', 'Frederik', 'Emil', 'Oliver', 'Magnus', 'Christian', 'Jesper', 'Kasper',
  'Nikolaj', 'Mathias', 'Jakob', 'Tobias', 'Simon', 'Martin', 'Thomas', 'Jens', 'Morten', 'Peter', 'Bjørn', 'Asger',
  'Villads', 'Malthe', 'Søren', 'Henrik', 'Kristian', 'Andreas', 'Jonas', 'Lasse', 'Troels', 'Ulrik'];
const LAST = ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen',
  'Jørgensen', 'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Poulsen', 'Johansen', 'Møller', 'Mortensen',
  'Lund', 'Holm', 'Dahl', 'Frandsen', 'Bach', 'Schmidt', 'Vestergaard', 'Lindberg', 'Friis', 'Skov', 'Kjeldsen'];
const POSITIONS = ['Målmand', 'Forsvar', 'Midtbane', 'Angrib', 'Vinge', 'Central forsvar', 'Defensiv midtbane',
  'Offensiv midtbane', 'Spids'];
const STREETS = ['Vigerslev Allé', 'Valby Langgade', 'Toftegårds Allé', 'Gammel Køge Landevej', 'Enghavevej', 'Mosedalvej'];

/** Team mates for the demo logins: a squad per senior team. */
export function demoSquad(pick: <T>(items: readonly T[]) => T, int: (a: number, b: number) => number): Omit<NewUser, 'passwordHash'>[] {
  const squads: Array<[string, number]> = [
    ['serie_3_pulje_5', 16],
    ['serie_5_pulje_6', 14],
    ['serie_4_pulje_9', 14],
    ['herresenior_2_pulje_5', 10],
  ];
  const out: Omit<NewUser, 'passwordHash'>[] = [];
  const used = new Set<string>();
  for (const [team, size] of squads) {
    for (let i = 0; i < size; i++) {
      let first = pick(FIRST);
      let last = pick(LAST);
      while (used.has(first + last)) {
        first = pick(FIRST);
        last = pick(LAST);
      }
      used.add(first + last);
      const username = generateUsername(first, last);
      out.push({
        username,
        email: `${username}@example.dk`,
        firstName: first,
        lastName: last,
        role: 'player',
        team,
        jerseyNumber: i + 1,
        position: pick(POSITIONS),
        phoneNumber: String(int(20000000, 99999999)),
        address: `${pick(STREETS)} ${int(1, 180)}`,
        postalCode: '2500 Valby',
        birthDate: `${int(1975, 2006)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
        membershipType: 'player',
        membershipStatus: 'active',
        manualMembership: true,
      });
    }
  }
  return out;
}
