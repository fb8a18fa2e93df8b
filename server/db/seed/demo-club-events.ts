import { ne } from 'drizzle-orm';
import { addCopenhagenDays } from '@common/domain/time';
import type { Db } from '../database';
import { clubEventAnswers, clubEvents, payments, users } from '../schema';

const PRICE = 25_000;
const SUPPORTER_PRICE = 20_000;

/**
 * The demo club's julefrokost as a real arrangement (decision 108): 40 places (fewer in a small
 * demo), 250 kr (200 kr for supporter members), a menu, a deadline; full, with paid places, a
 * waiting list and some who declined, so Arrangementer and the organiser's view show something
 * real. The demo logins 'spiller' and 'medlem' have not answered, to try it.
 */
export async function seedDemoClubEvents(tx: Db, now: Date, ids: { board: number; keep: number[] }) {
  const people = (await tx.select({ id: users.id, role: users.role }).from(users).where(ne(users.role, 'none')).orderBy(users.id)).filter(
    (p) => !ids.keep.includes(p.id),
  );
  const capacity = people.length >= 48 ? 40 : Math.max(4, Math.floor(people.length * 0.6));
  const startsAt = addCopenhagenDays(now, 15);
  startsAt.setUTCHours(17, 0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + 7 * 3600_000);
  const deadline = addCopenhagenDays(now, 9);
  deadline.setUTCHours(22, 0, 0, 0);
  const [event] = await tx
    .insert(clubEvents)
    .values({
      title: 'Julefrokost',
      description: 'Årets julefrokost i klubhuset med julebuffet, pakkeleg og musik. Drikkevarer til klubpris i baren.',
      startsAt,
      endsAt,
      place: 'Klubhuset',
      audience: { kind: 'club' },
      capacity,
      deadline,
      price: PRICE,
      supporterPrice: SUPPORTER_PRICE,
      guestsPerMember: 1,
      questions: [{ id: 'q1', text: 'Menu', choices: ['Julebuffet', 'Vegetarisk', 'Børnemenu'] }],
      createdBy: ids.board,
      createdAt: addCopenhagenDays(now, -12),
      updatedAt: addCopenhagenDays(now, -12),
    })
    .returning();
  const going = people.slice(0, capacity);
  const waiting = people.slice(capacity, capacity + 3);
  const declined = people.slice(capacity + 3, capacity + 8);
  const menu = ['Julebuffet', 'Julebuffet', 'Vegetarisk', 'Julebuffet', 'Børnemenu'];
  const paidRows = await tx
    .insert(payments)
    .values(
      [...going, ...waiting.slice(0, 1)].map((p, i) => ({
        userId: p.id,
        amount: p.role === 'member' ? SUPPORTER_PRICE : PRICE,
        description: 'Julefrokost',
        status: 'completed',
        kind: 'arrangement',
        paidAt: addCopenhagenDays(now, -10 + (i % 9)),
      })),
    )
    .returning({ id: payments.id, userId: payments.userId });
  const paymentOf = new Map(paidRows.map((r) => [r.userId, r.id]));
  const answered = (i: number) => addCopenhagenDays(now, -11 + (i % 10));
  await tx.insert(clubEventAnswers).values([
    ...going.map((p, i) => ({
      eventId: event!.id,
      userId: p.id,
      status: 'going',
      choices: { q1: menu[i % menu.length]! },
      paymentId: paymentOf.get(p.id) ?? null,
      comment: i === 2 ? 'Jeg tager gerne en kage med' : null,
      answeredAt: answered(i),
    })),
    // The first on the waiting list paid after their hold ran out: the organiser settles it by hand.
    ...waiting.map((p, i) => ({
      eventId: event!.id,
      userId: p.id,
      status: 'waiting',
      choices: { q1: 'Julebuffet' },
      paymentId: paymentOf.get(p.id) ?? null,
      latePayment: i === 0,
      waitingPriority: i === 0 ? 0 : 1,
      waitingSince: addCopenhagenDays(now, -3 + i),
      answeredAt: addCopenhagenDays(now, -3 + i),
    })),
    ...declined.map((p, i) => ({ eventId: event!.id, userId: p.id, status: 'not_going', answeredAt: answered(i) })),
  ]);
}
