import type { chatMessages, polls } from '../schema';

type NewMessage = typeof chatMessages.$inferInsert;
type NewPoll = typeof polls.$inferInsert;

/** Who talks in the demo chat: the coach, the demo player, two teammates and the board. */
export interface DemoChatPeople {
  coach: number;
  player: number;
  mates: [number, number];
  board: number;
  team: string;
}

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);
const DAY = 24 * 60;

/**
 * A few days of talk in the demo player's team channel and the club channel, so the chat opens
 * on something real: runs of messages from one person, other days, a poll (decision 076).
 * Times count back from `now`, so the newest messages are always 'I dag'.
 */
export function demoChat(now: Date, p: DemoChatPeople): { messages: NewMessage[]; poll: NewPoll } {
  const at = (minutes: number) => minutesAgo(now, minutes);
  const team = (userId: number, minutes: number, message: string): NewMessage => ({
    userId,
    team: p.team,
    message,
    createdAt: at(minutes),
  });
  const messages: NewMessage[] = [
    team(p.coach, 3 * DAY + 120, 'Godt kæmpet i søndags, drenge. Vi ses til træning tirsdag kl. 18.'),
    team(p.mates[0], 3 * DAY + 95, 'Tak træner! Benene er stadig ømme 😅'),
    team(p.player, 2 * DAY + 200, 'Er der nogen der har set mine benskinner? Tror jeg glemte dem i omklædningsrummet.'),
    team(p.mates[1], 2 * DAY + 180, 'De ligger i boksen ved materielrummet'),
    team(p.player, 2 * DAY + 178, 'Super, tak!'),
    team(p.coach, DAY + 90, 'Holdet til lørdag kommer på torsdag. Meld jer til under Kampe, hvis I ikke har gjort det.'),
    team(p.coach, DAY + 88, 'Og husk: mødetid en time før kampstart.'),
    team(p.mates[0], DAY + 60, 'Jeg kan desværre ikke, er ude at rejse'),
    team(p.player, 75, 'Hvem kører til udekampen på lørdag? Jeg har to ledige pladser.'),
    team(p.mates[1], 70, 'Jeg tager gerne en af dem 🙌'),
    team(p.mates[1], 69, 'Kan du samle op ved Valby station?'),
    team(p.player, 40, 'Klart, kl. 12.15 ved stationen'),
    {
      userId: p.board,
      team: 'club',
      message: 'Generalforsamling torsdag kl. 19 i klubhuset. Der er kaffe og kage.',
      createdAt: at(2 * DAY + 30),
    },
  ];
  const poll: NewPoll = {
    question: 'Hvem spiser med efter kampen på lørdag?',
    options: ['Ja', 'Nej', 'Måske'],
    createdBy: p.coach,
    team: p.team,
    createdAt: at(20),
  };
  return { messages, poll };
}
