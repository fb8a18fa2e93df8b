import type { ClubEventRoster } from '@common/contracts/club-events';
import { toCsv } from '@common/domain/csv';
import { remindWaitSeconds } from '@common/domain/absences';
import type { AnswerWithPayment, ClubEventRow } from './club-events.repository';
import { waitingList } from './places';

type Person = { id: number; firstName: string; lastName: string; profileImageUrl: string | null };

const STATUS_TEXT: Record<string, string> = {
  going: 'Deltager',
  held: 'Betaler',
  offered: 'Tilbudt plads',
  waiting: 'Venteliste',
  not_going: 'Deltager ikke',
  released: 'Ikke betalt i tide',
  passed: 'Tilbud udløbet',
};

/** The organiser's view (decision 108): who comes, waits, declined, has not answered; menu counts; paid and unpaid. */
export function buildRoster(event: ClubEventRow, answers: AnswerWithPayment[], invitees: Person[], known: Person[], now: Date): ClubEventRoster {
  const people = new Map(known.map((p) => [p.id, p]));
  const row = (a: AnswerWithPayment) => ({
    person: people.get(a.userId) ?? { id: a.userId, firstName: 'Tidligere', lastName: 'inviteret', profileImageUrl: null },
    status: a.status as ClubEventRoster['going'][number]['status'],
    guests: a.guests,
    choices: a.choices,
    comment: a.comment,
    payment: (a.paymentStatus === 'completed' ? 'paid' : a.paymentId ? 'unpaid' : 'free') as 'paid' | 'unpaid' | 'free',
    amount: a.paymentAmount,
    latePayment: a.latePayment,
    cancelledAfterPaying: a.cancelledAfterPaying,
    answeredAt: a.answeredAt.toISOString(),
  });
  const answered = new Set(answers.filter((a) => a.status !== 'released' && a.status !== 'passed').map((a) => a.userId));
  const going = answers.filter((a) => ['going', 'held', 'offered'].includes(a.status));
  return {
    going: going.map(row),
    waiting: waitingList(answers).map(row),
    notGoing: answers.filter((a) => a.status === 'not_going' || a.status === 'released' || a.status === 'passed').map(row),
    notAnswered: invitees.filter((p) => !answered.has(p.id)).map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, profileImageUrl: p.profileImageUrl })),
    choiceCounts: event.questions.map((q) => ({
      id: q.id,
      text: q.text,
      counts: q.choices.map((choice) => ({
        choice,
        count: answers.filter((a) => a.status === 'going' && a.choices[q.id] === choice).reduce((n, a) => n + 1 + a.guests, 0),
      })),
    })),
    paidTotal: answers.filter((a) => a.paymentStatus === 'completed').reduce((n, a) => n + (a.paymentAmount ?? 0), 0),
    remindWaitSeconds: remindWaitSeconds(event.remindedAt, now),
  };
}

/** The participant list as CSV through the app's one writer (formulas escaped). */
export function rosterCsv(event: ClubEventRow, roster: ClubEventRoster): string {
  const headers = ['Navn', 'Status', 'Gæster', ...event.questions.map((q) => q.text), 'Betaling', 'Beløb (kr)', 'Kommentar', 'Bemærkning'];
  const line = (r: ClubEventRoster['going'][number]) => [
    `${r.person.firstName} ${r.person.lastName}`,
    STATUS_TEXT[r.status] ?? r.status,
    r.guests,
    ...event.questions.map((q) => r.choices[q.id] ?? ''),
    r.payment === 'paid' ? 'Betalt' : r.payment === 'unpaid' ? 'Ikke betalt' : '',
    r.amount === null ? '' : r.amount / 100,
    r.comment ?? '',
    r.latePayment ? 'Betalt for sent: afklar med deltageren' : r.cancelledAfterPaying ? 'Meldt fra efter betaling: refunder manuelt' : '',
  ];
  return toCsv(headers, [...roster.going, ...roster.waiting, ...roster.notGoing].map(line));
}
