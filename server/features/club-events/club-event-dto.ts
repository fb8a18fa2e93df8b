import type { ClubEvent } from '@common/contracts/club-events';
import { isInvited, pricePerPerson } from '@common/domain/club-events';
import { mayOrganise, teamsOf, type Reader } from './access';
import type { AnswerWithPayment, ClubEventRow } from './club-events.repository';
import { freePlaces, waitingList } from './places';

type Face = { id: number; firstName: string; lastName: string; profileImageUrl: string | null };

/** An arrangement as the reader sees it: the counts, the first faces, their own answer and price. */
export function toClubEvent(event: ClubEventRow, answers: AnswerWithPayment[], faces: Face[], reader: Reader): ClubEvent {
  const mine = answers.find((a) => a.userId === reader.id);
  const waiting = waitingList(answers);
  const position = mine && mine.status === 'waiting' ? waiting.findIndex((a) => a.id === mine.id) + 1 : null;
  const free = freePlaces(event, answers);
  const paymentOpen = mine && (mine.status === 'held' || mine.status === 'offered') && mine.paymentStatus !== 'completed';
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    place: event.place,
    audience: event.audience,
    capacity: event.capacity,
    deadline: event.deadline?.toISOString() ?? null,
    price: event.price,
    supporterPrice: event.supporterPrice,
    yourPrice: pricePerPerson(event, reader.role),
    guestsPerMember: event.guestsPerMember,
    questions: event.questions,
    cancelled: event.cancelledAt !== null,
    going: answers.filter((a) => a.status === 'going').reduce((n, a) => n + 1 + a.guests, 0),
    placesLeft: free === null ? null : Math.max(0, free),
    waiting: waiting.length,
    faces: faces.map((f) => ({ id: f.id, firstName: f.firstName, lastName: f.lastName, profileImageUrl: f.profileImageUrl })),
    mine: mine
      ? {
          // A held place counts once paid (decision 108), before the next settling run records it.
          status: (mine.status === 'held' && mine.paymentStatus === 'completed' ? 'going' : mine.status) as NonNullable<ClubEvent['mine']>['status'],
          guests: mine.guests,
          choices: mine.choices,
          comment: mine.comment,
          paid: mine.paymentStatus === 'completed',
          paymentId: paymentOpen ? mine.paymentId : null,
          heldUntil: mine.status === 'held' ? (mine.heldUntil?.toISOString() ?? null) : null,
          offerUntil: mine.status === 'offered' ? (mine.offerUntil?.toISOString() ?? null) : null,
          waitingPosition: position,
        }
      : null,
    invited: isInvited(event.audience, { role: reader.role, teams: teamsOf(reader) }),
    canOrganise: mayOrganise(reader, event.audience),
  };
}

