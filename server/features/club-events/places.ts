import { fitsPlaces, HOLD_MINUTES, offerEnd, takesPlace } from '@common/domain/club-events';
import type { Db } from '../../db/database';
import { lapseArrangementPayments } from '../payments';
import { answersWriter, type AnswerWithPayment, type ClubEventRow } from './club-events.repository';

/** Who must hear what after a change of places (sent once the transaction is committed). */
export interface PlaceNotice {
  userId: number;
  kind: 'offer' | 'place' | 'late';
}

export const holdEnd = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * 60_000);

/** Places taken: each answer holding a place counts the person and their guests. */
export function placesTaken(answers: readonly AnswerWithPayment[]): number {
  return answers.filter((a) => takesPlace(a.status)).reduce((sum, a) => sum + 1 + a.guests, 0);
}

export function freePlaces(event: ClubEventRow, answers: readonly AnswerWithPayment[]): number | null {
  return event.capacity === null ? null : event.capacity - placesTaken(answers);
}

/** The waiting list in its order: a late payer first, then by when they asked. */
export function waitingList(answers: readonly AnswerWithPayment[]): AnswerWithPayment[] {
  return answers
    .filter((a) => a.status === 'waiting')
    .sort(
      (a, b) =>
        a.waitingPriority - b.waitingPriority ||
        (a.waitingSince?.getTime() ?? 0) - (b.waitingSince?.getTime() ?? 0) ||
        a.id - b.id,
    );
}

/**
 * Brings an arrangement's places up to date, inside the locked transaction (decision 108):
 * a paid hold or offer becomes a place; an unpaid hold after 15 minutes and an offer after its
 * time are released; a payment that came after its hold takes a free place or goes first on the
 * waiting list (marked for the organiser); free places go to the waiting list in order: a paid
 * person gets the place, anyone else an offer. Idempotent; `answers` is updated in place.
 */
export async function settlePlaces(tx: Db, event: ClubEventRow, answers: AnswerWithPayment[], now: Date): Promise<PlaceNotice[]> {
  const write = answersWriter(tx);
  const notices: PlaceNotice[] = [];
  const lapsed: number[] = [];
  const change = async (a: AnswerWithPayment, next: Partial<AnswerWithPayment>) => {
    Object.assign(a, next);
    await write.set(a.id, next);
  };

  for (const a of answers) {
    const paid = a.paymentStatus === 'completed';
    if ((a.status === 'held' || a.status === 'offered') && paid) {
      await change(a, { status: 'going', heldUntil: null, offerUntil: null });
      notices.push({ userId: a.userId, kind: 'place' });
    } else if (a.status === 'held' && a.heldUntil && a.heldUntil <= now && a.paymentStatus !== 'processing') {
      await change(a, { status: 'released', heldUntil: null });
      if (a.paymentId) lapsed.push(a.paymentId);
    } else if (a.status === 'offered' && a.offerUntil && a.offerUntil <= now && a.paymentStatus !== 'processing') {
      await change(a, { status: 'passed', offerUntil: null });
      if (a.paymentId) lapsed.push(a.paymentId);
    }
  }
  await lapseArrangementPayments(tx, lapsed);
  for (const a of answers) if (a.paymentId && lapsed.includes(a.paymentId) && a.paymentStatus === 'pending') a.paymentStatus = 'failed';

  // Paid after the hold or offer lapsed: a free place if there is one, else first on the list.
  for (const a of answers) {
    if ((a.status === 'released' || a.status === 'passed') && a.paymentStatus === 'completed') {
      const free = freePlaces(event, answers);
      if (free === null || free >= 1 + a.guests) {
        await change(a, { status: 'going', latePayment: true });
        notices.push({ userId: a.userId, kind: 'place' });
      } else {
        await change(a, { status: 'waiting', latePayment: true, waitingPriority: 0, waitingSince: now });
        notices.push({ userId: a.userId, kind: 'late' });
      }
    }
  }

  // Free places go down the waiting list; after the deadline (or once cancelled) no one is offered.
  if (event.cancelledAt || (event.deadline && event.deadline <= now)) return notices;
  for (const a of waitingList(answers)) {
    const free = freePlaces(event, answers);
    if (free !== null && free < 1) break;
    if (!fitsPlaces(free, a.guests)) continue;
    if (a.paymentStatus === 'completed') {
      await change(a, { status: 'going', waitingSince: null });
      notices.push({ userId: a.userId, kind: 'place' });
    } else {
      await change(a, { status: 'offered', offerUntil: offerEnd(now, event.deadline), waitingSince: null });
      notices.push({ userId: a.userId, kind: 'offer' });
    }
  }
  return notices;
}
