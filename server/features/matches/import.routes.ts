import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMPORT_BYTES, scheduleImportFields, scheduleImportResponse } from '@common/contracts/matches';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { DomainError, invalidInput } from '../../core/domain-error';
import { importSchedule } from './import-schedule';
import type { MatchesRepository } from './matches.repository';
import { at } from '../../lib/route-at';
import { matchesEndpoints } from '@common/contracts/endpoints/matches';

const TOO_LARGE = 'Filen er for stor (højst 5 MB)';

/** Reads csvFile, teamName and competition from the form; exactly one file, at most 5 MB. */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw invalidInput('Send kampprogrammet som en formular med en fil');
  const fields: Record<string, string> = {};
  let file: Uint8Array | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'csvFile' || file) {
          await part.toBuffer().catch(() => undefined);
          throw invalidInput('Vælg præcis én fil', { csvFile: 'Vælg præcis én fil' });
        }
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError('tooLarge', TOO_LARGE, { fieldErrors: { csvFile: TOO_LARGE } });
    if (code === 'FST_FILES_LIMIT')
      throw invalidInput('Vælg præcis én fil', { csvFile: 'Vælg præcis én fil' });
    throw invalidInput('Formularen kunne ikke læses');
  }
  if (!file || file.length === 0) throw invalidInput('Vælg en CSV-fil', { csvFile: 'Vælg en CSV-fil' });
  const parsed = scheduleImportFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidInput(issue.message, { [String(issue.path[0] ?? '_')]: issue.message });
  }
  return { ...parsed.data, file };
}

/** POST /api/matches/upload-csv: multipart on this route only, with its own 5 MB limit. */
export function importRoutes(app: FastifyInstance, deps: AppDeps, repo: MatchesRepository) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 2, fields: 10, fieldSize: 1000, parts: 12 },
    });
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...at(matchesEndpoints.importSchedule, {
        tags: ['matches'],
        consumes: ['multipart/form-data'],
        response: {
          200: scheduleImportResponse,
          ...errorAnswers(400, 401, 403, 413),
        },
      }),
      config: { policy: 'matches.create' },
      bodyLimit: MAX_IMPORT_BYTES + 64 * 1024,
      handler: async (request) => {
        const form = await readForm(request);
        return importSchedule(deps, repo, {
          team: form.teamName,
          competition: form.competition,
          file: form.file,
        });
      },
    });
  });
}
