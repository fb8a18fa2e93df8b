import type { z } from 'zod';
import type { answerClubEventRequest } from '@common/contracts/club-events';
import { fitsPlaces, pricePerPerson } from '@common/domain/club-events';
import { conflict, invalidInput, notFound } from '../../core/domain-error';
import type { Db } from '../../db/database';
import { lapseArrangementPayments, openArrangementPayment } from '../payments';
import { answersWriter, type AnswerWithPayment, type ClubEventRow, type ClubEventsRepository } from './club-events.repository';
import { freePlaces, holdEnd, settlePlaces, type PlaceNotice } from './places';

type AnswerInput = z.output<typeof answerClubEventRequest>;

export const EVENT_NOT_FOUND = 'Arrangementet findes ikke';
export const EVENT_CANCELLED = 'Arrangementet er aflyst';
export const DEADLINE_PASSED = 'Svarfristen er overskredet. Kontakt arrangøren, hvis du vil ændre dit svar.';
export const GUESTS_LOCKED = 'Antallet af gæster kan ikke ændres, når der er betalt. Kontakt arrangøren.';
export const LAST_PLACE_GUEST = 'Den sidste plads kan ikke tages med en gæst';

/** Checks the answers to the arrangement's questions: one of the fixed choices for each, nothing else. */
function checkChoices(event: ClubEventRow, choices: Record<string, string>, going: boolean): Record<string, string> {
  const known = new Map(event.questions.map((q) => [q.id, q]));
  for (const key of Object.keys(choices)) if (!known.has(key)) throw invalidInput('Ukendt spørgsmål');
  if (!going) return {};
  for (const q of event.questions) {
    const choice = choices[q.id];
    if (choice === undefined) throw invalidInput(`Vælg et svar på: ${q.text}`, { [`choices.${q.id}`]: 'Vælg et svar' });
    if (!q.choices.includes(choice)) throw invalidInput(`Ugyldigt svar på: ${q.text}`, { [`choices.${q.id}`]: 'Ugyldigt svar' });
  }
  return choices;
}

/**
 * Deltager / Deltager ikke (decision 108), in the arrangement's locked transaction: places are
 * counted and taken under the lock, so two people on two instances never share the last place.
 * The price is the arrangement's, for the person's role; the client sends none.
 */
export async function answerClubEvent(
  repo: ClubEventsRepository,
  person: { id: number; role: string; firstName: string },
  eventId: number,
  input: AnswerInput,
  now: Date,
): Promise<{ notices: PlaceNotice[] }> {
  const result = await repo.withLockedEvent(eventId, async (tx, event, answers) => {
    if (event.cancelledAt) throw conflict(EVENT_CANCELLED);
    if (event.deadline && event.deadline <= now) throw conflict(DEADLINE_PASSED);
    const notices = await settlePlaces(tx, event, answers, now);
    if (input.guests > event.guestsPerMember)
      throw invalidInput(
        event.guestsPerMember === 0 ? 'Der kan ikke tages gæster med' : `Du kan højst tage ${event.guestsPerMember} ${event.guestsPerMember === 1 ? 'gæst' : 'gæster'} med`,
        { guests: 'For mange gæster' },
      );
    const going = input.status === 'going';
    const choices = checkChoices(event, input.choices, going);
    const mine = answers.find((a) => a.userId === person.id);
    const base = { eventId, userId: person.id, choices, comment: input.comment ?? null, answeredAt: now };
    const write = answersWriter(tx);
    const paid = mine?.paymentStatus === 'completed';

    if (!going) {
      await write.upsert({
        ...base,
        status: 'not_going',
        guests: 0,
        paymentId: mine?.paymentId ?? null,
        cancelledAfterPaying: paid || !!mine?.cancelledAfterPaying,
        latePayment: mine?.latePayment ?? false,
      });
      if (mine) Object.assign(mine, { status: 'not_going', guests: 0 });
      if (mine?.paymentId && !paid) await lapseArrangementPayments(tx, [mine.paymentId]);
      // The freed place goes down the waiting list at once.
      notices.push(...(await settlePlaces(tx, event, answers, now)));
      return notices;
    }

    const perPerson = pricePerPerson(event, person.role);
    const amount = perPerson === null ? null : perPerson * (1 + input.guests);
    const openPayment = () =>
      openArrangementPayment(tx, {
        userId: person.id,
        amount: amount!,
        description: input.guests > 0 ? `${event.title} (${1 + input.guests} personer)` : event.title,
        reuse: mine?.paymentId ? { id: mine.paymentId, status: mine.paymentStatus, amount: mine.paymentAmount } : null,
      });
    const keep = { paymentId: mine?.paymentId ?? null, latePayment: mine?.latePayment ?? false };

    if (mine && (mine.status === 'going' || mine.status === 'held')) {
      if (mine.guests !== input.guests) {
        if (mine.paymentId) throw conflict(GUESTS_LOCKED);
        const free = freePlaces(event, answers);
        if (free !== null && input.guests > mine.guests && !fitsPlaces(free + 1 + mine.guests, input.guests)) throw conflict(LAST_PLACE_GUEST);
      }
      await write.upsert({ ...base, ...keep, status: mine.status, guests: input.guests, heldUntil: mine.heldUntil, cancelledAfterPaying: false });
      return notices;
    }
    if (mine && mine.status === 'waiting') {
      await write.upsert({ ...base, ...keep, status: 'waiting', guests: mine.paymentId ? mine.guests : input.guests, waitingPriority: mine.waitingPriority, waitingSince: mine.waitingSince });
      return notices;
    }
    if (mine && mine.status === 'offered') {
      if (mine.guests !== input.guests && mine.paymentId) throw conflict(GUESTS_LOCKED);
      const paymentId = amount === null || paid ? keep.paymentId : await openPayment();
      const done = amount === null || paid;
      await write.upsert({ ...base, ...keep, paymentId, status: done ? 'going' : 'offered', guests: input.guests, offerUntil: done ? null : mine.offerUntil });
      return notices;
    }
    // No place yet: take one if it fits, else the waiting list.
    const free = freePlaces(event, answers);
    if (fitsPlaces(free, input.guests)) {
      const alreadyPaid = paid && mine?.paymentAmount === amount;
      if (amount === null || alreadyPaid) {
        await write.upsert({ ...base, ...keep, status: 'going', guests: input.guests });
      } else {
        await write.upsert({ ...base, ...keep, paymentId: await openPayment(), status: 'held', guests: input.guests, heldUntil: holdEnd(now) });
      }
      return notices;
    }
    if (input.guests > 0 && free !== null && free >= 1 + input.guests) throw conflict(LAST_PLACE_GUEST);
    await write.upsert({ ...base, ...keep, status: 'waiting', guests: input.guests, waitingPriority: 1, waitingSince: now });
    return notices;
  });
  if (!result) throw notFound(EVENT_NOT_FOUND);
  return { notices: result };
}

/** Settles one arrangement (jobs, reads): returns who must hear about it. */
export async function settleClubEvent(repo: ClubEventsRepository, eventId: number, now: Date): Promise<PlaceNotice[]> {
  return (await repo.withLockedEvent(eventId, (tx: Db, event, answers: AnswerWithPayment[]) => settlePlaces(tx, event, answers, now))) ?? [];
}

