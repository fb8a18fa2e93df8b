import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceRequest,
  attendanceSheetSchema,
  attendanceStatsQuery,
  attendanceStatsSchema,
  missingAttendanceQuery,
  missingAttendanceSchema,
  ownAttendanceQuery,
  ownAttendanceSchema,
} from '@common/contracts/attendance';
import { attendanceEndpoints } from '@common/contracts/endpoints/attendance';
import { errorAnswers } from '../../lib/error-answers';
import { CSV_CONTENT_TYPE } from '@common/domain/csv';
import { idInUrl } from '@common/contracts/ids';
import type { AppDeps } from '../../app-deps';
import { at, fileAnswer, fileText } from '../../lib/route-at';
import {
  attendanceCsv,
  attendanceStatistics,
  getAttendance,
  missingAttendance,
  ownAttendance,
  setAttendance,
} from './attendance';
import type { AttendanceRepository } from './attendance.repository';

const errors = errorAnswers(400, 401, 403, 404);
const matchParams = z.strictObject({ id: idInUrl('Ugyldig kamp') });
const trainingParams = z.strictObject({ id: idInUrl('Ugyldig træning') });

/** Fremmøde over HTTP (decision 072): coach (of the event's team, D20), board and admin. */
export function attendanceRoutes(app: FastifyInstance, deps: AppDeps, repo: AttendanceRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const policy = 'attendance.manage' as const;

  r.route({
    ...at(attendanceEndpoints.training, {
      tags: ['training'],
      params: trainingParams,
      response: { 200: attendanceSheetSchema, ...errors },
    }),
    config: { policy },
    handler: (request) => getAttendance(repo, request.user!, 'training', request.params.id),
  });
  r.route({
    ...at(attendanceEndpoints.setTraining, {
      tags: ['training'],
      params: trainingParams,
      body: attendanceRequest,
      response: { 200: attendanceSheetSchema, ...errors },
    }),
    config: { policy },
    handler: (request) =>
      setAttendance(deps, repo, request.user!, 'training', request.params.id, request.body.present),
  });
  r.route({
    ...at(attendanceEndpoints.match, { tags: ['matches'], params: matchParams, response: { 200: attendanceSheetSchema, ...errors } }),
    config: { policy },
    handler: (request) => getAttendance(repo, request.user!, 'match', request.params.id),
  });
  r.route({
    ...at(attendanceEndpoints.setMatch, {
      tags: ['matches'],
      params: matchParams,
      body: attendanceRequest,
      response: { 200: attendanceSheetSchema, ...errors },
    }),
    config: { policy },
    handler: (request) =>
      setAttendance(deps, repo, request.user!, 'match', request.params.id, request.body.present),
  });

  r.route({
    ...at(attendanceEndpoints.missing, {
      tags: ['statistics'],
      querystring: missingAttendanceQuery,
      response: { 200: missingAttendanceSchema, ...errors },
    }),
    config: { policy },
    handler: (request) => missingAttendance(deps, request.user!, request.query),
  });

  // Profil: a player's own figures (everyone who answers Klar / Ikke klar).
  r.route({
    ...at(attendanceEndpoints.mine, {
      tags: ['statistics'],
      querystring: ownAttendanceQuery,
      response: { 200: ownAttendanceSchema, ...errors },
    }),
    config: { policy: 'absences.self' },
    handler: (request) => ownAttendance(deps, repo, request.user!, request.query),
  });

  r.route({
    ...at(attendanceEndpoints.statistics, {
      tags: ['statistics'],
      querystring: attendanceStatsQuery,
      response: { 200: attendanceStatsSchema.or(fileAnswer('text/csv with format=csv')), ...errors },
    }),
    config: { policy },
    handler: async (request, reply) => {
      const stats = await attendanceStatistics(deps, repo, request.user!, request.query);
      if (request.query.format !== 'csv') return stats;
      const name = `fremmoede-${request.query.team}-${request.query.from}-${request.query.to}.csv`;
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(fileText(attendanceCsv(stats)));
    },
  });
}
