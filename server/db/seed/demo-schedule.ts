import { addCopenhagenDays, copenhagenToInstant, instantToCopenhagen } from '@common/domain/time';
import type { matches, trainingSessions } from '../schema';

type NewMatch = typeof matches.$inferInsert;
type NewTraining = typeof trainingSessions.$inferInsert;

const OPPONENTS = ['Hvidovre IF', 'B.93', 'Fremad Valby', 'Husum BK', 'Vanløse IF', 'Skovshoved IF', 'BK Frem',
  'Avedøre IF', 'Tårnby FF', 'Kastrup BK', 'Dragør BK', 'Sundby BK', 'Hellerup IK', 'Valby BK', 'Østerbro IF',
  'BK Skjold', 'Kjøbenhavns Boldklub', 'Frederiksberg BK', 'Brønshøj BK', 'Rødovre BK'];

const MATCH_TEAMS = ['serie_3_pulje_5', 'serie_5_pulje_6', 'serie_4_pulje_9', 'herresenior_2_pulje_5'];

interface Rng {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** A season per team: every 8–12 days from ten weeks ago to twelve weeks ahead, weekend kick-offs. */
export function demoMatches(now: Date, rng: Rng): NewMatch[] {
  const out: NewMatch[] = [];
  MATCH_TEAMS.forEach((team, t) => {
    let day = addCopenhagenDays(now, -70 + t);
    let round = 1;
    while (day.getTime() < now.getTime() + 84 * 24 * 3600 * 1000) {
      const { date } = instantToCopenhagen(day);
      const kickoff = copenhagenToInstant(date, rng.pick(['11:00', '13:00', '14:00', '15:30', '18:30']));
      const home = round % 2 === 1;
      const played = kickoff.getTime() < now.getTime();
      out.push({
        team,
        opponent: rng.pick(OPPONENTS),
        venue: home ? 'home' : 'away',
        location: home ? 'Valby Idrætspark, bane 3' : null,
        date: kickoff,
        status: played ? 'completed' : 'scheduled',
        homeScore: played ? rng.int(0, 4) : null,
        awayScore: played ? rng.int(0, 4) : null,
        competition: 'serie',
        matchNumber: `${t + 1}${String(round).padStart(3, '0')}`,
      });
      day = addCopenhagenDays(day, rng.int(8, 12));
      round++;
    }
  });
  return out;
}

/**
 * Two trainings a week per senior team from two weeks ago to six weeks ahead, and one club-wide
 * Saturday training for everyone with the Træning screen (shown under 'Hele klubben').
 */
export function demoTrainings(now: Date): NewTraining[] {
  const plans: Array<[string, number[], string]> = [
    ['serie_3_pulje_5', [2, 4], '19:00'],
    ['serie_5_pulje_6', [2, 4], '19:00'],
    ['serie_4_pulje_9', [1, 3], '18:30'],
    ['herresenior_2_pulje_5', [3], '20:00'],
  ];
  const out: NewTraining[] = [];
  for (let offset = -14; offset <= 42; offset++) {
    const day = addCopenhagenDays(now, offset);
    const { date } = instantToCopenhagen(day);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    for (const [team, days, time] of plans) {
      if (!days.includes(weekday)) continue;
      out.push({
        team,
        title: weekday === 4 ? 'Kamptræning' : 'Træning',
        date: copenhagenToInstant(date, time),
        location: team === 'herresenior_2_pulje_5' ? 'Kunstgræsbanen' : 'Målfeltet',
        notes: weekday === 4 ? 'Husk både lyse og mørke trøjer.' : null,
        status: 'scheduled',
      });
    }
    if (weekday === 6 && offset >= 10 && !out.some((t) => t.team === null)) {
      out.push({
        team: null,
        title: 'Fællestræning for hele klubben',
        date: copenhagenToInstant(date, '10:00'),
        location: 'Målfeltet',
        notes: 'Alle hold træner sammen, bagefter er der kaffe i klubhuset.',
        status: 'scheduled',
      });
    }
  }
  return out;
}
