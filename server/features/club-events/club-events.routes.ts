import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerClubEventRequest,
  clubEventIdParams,
  clubEventListSchema,
  clubEventRemindResponse,
  clubEventRosterSchema,
  clubEventSchema,
  saveClubEventRequest,
} from '@common/contracts/club-events';
import { clubEventsEndpoints } from '@common/contracts/endpoints/club-events';
import { errorAnswers } from '../../lib/error-answers';
import { REMIND_INTERVAL_MS, remindWaitSeconds } from '@common/domain/absences';
import { isInvited } from '@common/domain/club-events';
import { CSV_CONTENT_TYPE } from '@common/domain/csv';
import type { AppDeps } from '../../app-deps';
import { conflict, DomainError, forbidden, notFound } from '../../core/domain-error';
import { at } from '../../lib/route-at';
import { assertMayOrganise, maySee, teamsOf, type Reader } from './access';
import { answerClubEvent, EVENT_CANCELLED, EVENT_NOT_FOUND, settleClubEvent } from './answer-club-event';
import { toClubEvent } from './club-event-dto';
import { clubEventsRepository, type ClubEventRow } from './club-events.repository';
import { tell, tellPlaceNotices } from './notify';
import { buildRoster, rosterCsv } from './roster';
import { cancelClubEvent, createClubEvent, updateClubEvent } from './save-club-event';

const errors = errorAnswers(400, 401, 403, 404, 409);
export const NOT_INVITED = 'Du er ikke inviteret til arrangementet';

/** Arrangementer (decision 108): HTTP only; the rules are in the use cases beside this file. */
export function clubEventsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = clubEventsRepository(deps.db);
  const tags = ['club-events'];

  const present = async (events: ClubEventRow[], reader: Reader) => {
    const ids = events.map((e) => e.id);
    const [answers, faces] = await Promise.all([repo.answersWithPayment(ids), repo.faces(ids)]);
    return events.map((e) =>
      toClubEvent(
        e,
        answers.filter((a) => a.eventId === e.id),
        faces.filter((f) => f.eventId === e.id),
        reader,
      ),
    );
  };
  /** The arrangement if the reader may see it; 404 otherwise (a member never learns of one they are not invited to). */
  const visible = async (id: number, reader: Reader) => {
    const event = await repo.find(id);
    if (!event || !maySee(reader, event.audience)) throw notFound(EVENT_NOT_FOUND);
    return event;
  };
  const organised = async (id: number, reader: Reader) => {
    const event = await visible(id, reader);
    assertMayOrganise(reader, event.audience);
    return event;
  };
  const one = async (id: number, reader: Reader) => (await present([(await repo.find(id))!], reader))[0]!;

  r.route({
    ...at(clubEventsEndpoints.list, { tags, response: { 200: clubEventListSchema, ...errors } }),
    config: { policy: 'clubEvents.read' },
    handler: async (request) => {
      const reader = request.user!;
      const events = (await repo.upcoming(deps.now())).filter((e) => maySee(reader, e.audience));
      return present(events, reader);
    },
  });

  r.route({
    ...at(clubEventsEndpoints.one, { tags, params: clubEventIdParams, response: { 200: clubEventSchema, ...errors } }),
    config: { policy: 'clubEvents.read' },
    handler: async (request) => {
      const event = await visible(request.params.id, request.user!);
      // A payment that just completed shows as a place at once, not a minute later.
      await tellPlaceNotices(deps, repo, event, await settleClubEvent(repo, event.id, deps.now()));
      return one(event.id, request.user!);
    },
  });

  r.route({
    ...at(clubEventsEndpoints.create, { tags, body: saveClubEventRequest, response: { 201: clubEventSchema, ...errors } }),
    config: { policy: 'clubEvents.manage' },
    handler: async (request, reply) => {
      const created = await createClubEvent(deps, repo, request.user!, request.body);
      return reply.code(201).send(await one(created.id, request.user!));
    },
  });

  r.route({
    ...at(clubEventsEndpoints.update, { tags, params: clubEventIdParams, body: saveClubEventRequest, response: { 200: clubEventSchema, ...errors } }),
    config: { policy: 'clubEvents.manage' },
    handler: async (request) => {
      await visible(request.params.id, request.user!);
      await updateClubEvent(deps, repo, request.user!, request.params.id, request.body);
      return one(request.params.id, request.user!);
    },
  });

  r.route({
    ...at(clubEventsEndpoints.cancel, { tags, params: clubEventIdParams, response: { 200: clubEventSchema, ...errors } }),
    config: { policy: 'clubEvents.manage' },
    handler: async (request) => {
      await visible(request.params.id, request.user!);
      await cancelClubEvent(deps, repo, request.user!, request.params.id);
      return one(request.params.id, request.user!);
    },
  });

  r.route({
    ...at(clubEventsEndpoints.answer, { tags, params: clubEventIdParams, body: answerClubEventRequest, response: { 200: clubEventSchema, ...errors } }),
    config: { policy: 'clubEvents.read' },
    handler: async (request) => {
      const reader = request.user!;
      const event = await visible(request.params.id, reader);
      if (!isInvited(event.audience, { role: reader.role, teams: teamsOf(reader) })) throw forbidden(NOT_INVITED);
      const { notices } = await answerClubEvent(repo, reader, event.id, request.body, deps.now());
      await tellPlaceNotices(deps, repo, event, notices);
      return one(event.id, reader);
    },
  });

  const roster = async (event: ClubEventRow) => {
    const [answers, invitees] = await Promise.all([repo.answersWithPayment([event.id]), repo.invitees(event.audience)]);
    const answeredOthers = answers.map((a) => a.userId).filter((id) => !invitees.some((p) => p.id === id));
    const extra = await repo.people(answeredOthers);
    return buildRoster(event, answers, invitees, [...invitees, ...extra], deps.now());
  };

  r.route({
    ...at(clubEventsEndpoints.roster, { tags, params: clubEventIdParams, response: { 200: clubEventRosterSchema, ...errors } }),
    config: { policy: 'clubEvents.manage' },
    handler: async (request) => roster(await organised(request.params.id, request.user!)),
  });

  r.route({
    ...at(clubEventsEndpoints.rosterCsv, { tags, params: clubEventIdParams, response: { 200: z.string().describe('text/csv'), ...errors } }),
    config: { policy: 'clubEvents.manage' },
    handler: async (request, reply) => {
      const event = await organised(request.params.id, request.user!);
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="arrangement-${event.id}-deltagere.csv"`)
        .send(rosterCsv(event, await roster(event)));
    },
  });

  r.route({
    ...at(clubEventsEndpoints.remind, { tags, params: clubEventIdParams, response: { 200: clubEventRemindResponse, ...errorAnswers(429), ...errors } }),
    config: { policy: 'clubEvents.manage' },
    handler: async (request) => {
      const event = await organised(request.params.id, request.user!);
      const now = deps.now();
      if (event.cancelledAt) throw conflict(EVENT_CANCELLED);
      if (event.deadline && event.deadline <= now) throw conflict('Svarfristen er overskredet');
      const wait = remindWaitSeconds(event.remindedAt, now);
      const claimed = wait === 0 && (await repo.claimManualReminder(event.id, now, new Date(now.getTime() - REMIND_INTERVAL_MS)));
      if (!claimed)
        throw new DomainError('tooManyAttempts', 'Der er allerede sendt en påmindelse inden for de sidste 6 timer', {
          retryAfterSeconds: Math.max(1, remindWaitSeconds((await repo.find(event.id))!.remindedAt, now)),
        });
      const list = await roster(event);
      const userIds = list.notAnswered.map((p) => p.id);
      await tell(deps, repo, event, userIds, { title: `Husk at svare: ${event.title}`, body: 'Arrangøren minder dig om at svare.', tag: 'remind' }, `remind:${now.getTime()}`);
      return { reminded: userIds.length };
    },
  });
}
