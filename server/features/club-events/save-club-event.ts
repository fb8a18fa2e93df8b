import type { z } from 'zod';
import type { saveClubEventRequest } from '@common/contracts/club-events';
import type { ClubEventAudience } from '@common/domain/club-events';
import { shortDanishDateTime } from '@common/domain/notifications';
import type { AppDeps } from '../../app-deps';
import { conflict, invalidInput, notFound } from '../../core/domain-error';
import { assertMayOrganise, type Reader } from './access';
import { EVENT_CANCELLED, EVENT_NOT_FOUND, settleClubEvent } from './answer-club-event';
import type { ClubEventRow, ClubEventsRepository, NewClubEvent } from './club-events.repository';
import { tell, tellPlaceNotices } from './notify';

type SaveInput = z.output<typeof saveClubEventRequest>;
type Deps = Pick<AppDeps, 'events' | 'mail' | 'now' | 'teams'>;

async function checkTeams(deps: Deps, audience: ClubEventAudience) {
  if (audience.kind !== 'teams') return audience;
  const known = new Set((await deps.teams.list()).map((t) => t.code));
  const unknown = audience.teams.find((code) => !known.has(code));
  if (unknown) throw invalidInput(`Holdet ${unknown} findes ikke`, { audience: 'Ukendt hold' });
  return { kind: 'teams' as const, teams: [...new Set(audience.teams)] };
}

/**
 * Question ids: answers are stored by id, so a question kept (same text) keeps its id when others
 * are added or removed, and a new one gets an id never used on this arrangement.
 */
function questionIds(input: SaveInput['questions'], previous: ClubEventRow['questions'] = []): ClubEventRow['questions'] {
  const byText = new Map(previous.map((q) => [q.text, q.id]));
  let next = Math.max(0, ...previous.map((q) => Number(q.id.slice(1)) || 0));
  return input.map((q) => ({ id: byText.get(q.text) ?? `q${++next}`, text: q.text, choices: q.choices }));
}

function columns(input: SaveInput, audience: ClubEventAudience, previous?: ClubEventRow['questions']): Omit<NewClubEvent, 'createdBy'> {
  return {
    title: input.title,
    description: input.description,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    place: input.place,
    audience,
    capacity: input.capacity,
    deadline: input.deadline ? new Date(input.deadline) : null,
    price: input.price,
    supporterPrice: input.supporterPrice,
    guestsPerMember: input.guestsPerMember,
    questions: questionIds(input.questions, previous),
  };
}

/** Opret arrangement (decision 108): admin and board for anyone, a coach for the teams they coach. */
export async function createClubEvent(deps: Deps, repo: ClubEventsRepository, reader: Reader, input: SaveInput): Promise<ClubEventRow> {
  const audience = await checkTeams(deps, input.audience);
  assertMayOrganise(reader, audience);
  if (new Date(input.startsAt) <= deps.now()) throw invalidInput('Arrangementet skal ligge i fremtiden', { startsAt: 'Vælg et tidspunkt i fremtiden' });
  return repo.insert({ ...columns(input, audience), createdBy: reader.id, createdAt: deps.now(), updatedAt: deps.now() });
}

const answeredIds = (answers: Array<{ userId: number; status: string }>) =>
  answers.filter((a) => a.status !== 'released' && a.status !== 'passed').map((a) => a.userId);

/** Ret arrangement: the organiser changes it; everyone who answered hears it. A paid amount never changes. */
export async function updateClubEvent(deps: Deps, repo: ClubEventsRepository, reader: Reader, id: number, input: SaveInput): Promise<ClubEventRow> {
  const event = await repo.find(id);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  assertMayOrganise(reader, event.audience);
  if (event.cancelledAt) throw conflict(EVENT_CANCELLED);
  const audience = await checkTeams(deps, input.audience);
  assertMayOrganise(reader, audience);
  const updated = (await repo.update(id, { ...columns(input, audience, event.questions), updatedAt: deps.now() }))!;
  // More places (or a later deadline) may let the waiting list move.
  await tellPlaceNotices(deps, repo, updated, await settleClubEvent(repo, id, deps.now()));
  const answers = await repo.answersWithPayment([id]);
  await tell(deps, repo, updated, answeredIds(answers), {
    title: `Ændret: ${updated.title}`,
    body: `Arrangementet er blevet ændret. Det er nu ${shortDanishDateTime(updated.startsAt)}${updated.place ? `, ${updated.place}` : ''}.`,
    tag: 'changed',
  }, `changed:${deps.now().getTime()}`);
  return updated;
}

/** Aflys arrangement: nobody can answer any more; everyone who answered hears it (refunds by hand). */
export async function cancelClubEvent(deps: Deps, repo: ClubEventsRepository, reader: Reader, id: number): Promise<ClubEventRow> {
  const event = await repo.find(id);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  assertMayOrganise(reader, event.audience);
  if (event.cancelledAt) throw conflict(EVENT_CANCELLED);
  const cancelled = (await repo.update(id, { cancelledAt: deps.now(), updatedAt: deps.now() }))!;
  const answers = await repo.answersWithPayment([id]);
  await tell(deps, repo, cancelled, answeredIds(answers), {
    title: `Aflyst: ${cancelled.title}`,
    body: answers.some((a) => a.paymentStatus === 'completed')
      ? 'Arrangementet er aflyst. Har du betalt, kontakter arrangøren dig om pengene.'
      : 'Arrangementet er aflyst.',
    tag: 'cancelled',
  }, 'cancelled');
  return cancelled;
}
