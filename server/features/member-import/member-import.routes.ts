import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answers';
import {
  columnMappingField,
  MEMBER_IMPORT_MAX_BYTES,
  memberImportPreview,
  memberImportRequest,
  memberImportResult,
  type ColumnMapping,
} from '@common/contracts/member-import';
import { memberImportEndpoints } from '@common/contracts/endpoints/member-import';
import type { AppDeps } from '../../app-deps';
import { DomainError, invalidInput } from '../../core/domain-error';
import { at } from '../../lib/route-at';
import { checkMemberRows, importMembers, previewMemberFile } from './import-members';
import type { MemberImportRepository } from './member-import.repository';

const MB = MEMBER_IMPORT_MAX_BYTES / (1024 * 1024);
const TOO_LARGE = `Filen er for stor (højst ${MB} MB)`;
const ONE_FILE = 'Vælg præcis én fil';
const CHOOSE_FILE = 'Vælg en fil (.csv eller .xlsx)';
/** The rows sent back from the preview: 5,000 rows of text fit with room to spare. */
const ROWS_BODY_LIMIT = 8 * 1024 * 1024;

/** The preview's form: exactly one file, and optionally the columns as mapped by hand. */
async function readForm(request: FastifyRequest): Promise<{ file: Uint8Array; mapping?: ColumnMapping }> {
  if (!request.isMultipart()) throw invalidInput('Send medlemslisten som en formular med en fil', { file: CHOOSE_FILE });
  let file: Uint8Array | undefined;
  let columns: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer().catch(() => undefined);
          throw invalidInput(ONE_FILE, { file: ONE_FILE });
        }
        file = await part.toBuffer();
      } else if (part.fieldname === 'columns' && typeof part.value === 'string') {
        columns = part.value;
      } else {
        throw invalidInput('Ukendt felt i formularen');
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('tooLarge', TOO_LARGE, { fieldErrors: { file: TOO_LARGE } });
    if (code === 'FST_FILES_LIMIT') throw invalidInput(ONE_FILE, { file: ONE_FILE });
    throw invalidInput('Formularen kunne ikke læses');
  }
  if (!file || file.length === 0) {
    const message = file ? 'Filen er tom' : CHOOSE_FILE;
    throw invalidInput(message, { file: message });
  }
  if (columns === undefined || columns === '') return { file };
  let parsed: unknown;
  try {
    parsed = JSON.parse(columns);
  } catch {
    parsed = undefined;
  }
  const mapping = columnMappingField.safeParse(parsed);
  if (!mapping.success) throw invalidInput('Ugyldigt valg af kolonner', { columns: 'Ugyldigt valg af kolonner' });
  return { file, mapping: mapping.data };
}

const errors = errorAnswers(400, 401, 403, 409, 413);

/** Importér medlemmer (decision 100): admin and board. */
export function memberImportRoutes(app: FastifyInstance, deps: AppDeps, repo: MemberImportRepository) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MEMBER_IMPORT_MAX_BYTES, files: 2, fields: 4, fieldSize: 16 * 1024, parts: 6 },
    });
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...at(memberImportEndpoints.preview, { tags: ['members'], consumes: ['multipart/form-data'], response: { 200: memberImportPreview, ...errors } }),
      config: { policy: 'members.import' },
      bodyLimit: MEMBER_IMPORT_MAX_BYTES + 64 * 1024,
      handler: async (request) => {
        const form = await readForm(request);
        return previewMemberFile(deps, repo, request.user!, form.file, form.mapping);
      },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...at(memberImportEndpoints.check, { tags: ['members'], body: memberImportRequest, response: { 200: memberImportPreview, ...errors } }),
    config: { policy: 'members.import' },
    bodyLimit: ROWS_BODY_LIMIT,
    handler: (request) => checkMemberRows(deps, repo, request.user!, request.body.rows),
  });
  r.route({
    ...at(memberImportEndpoints.confirm, { tags: ['members'], body: memberImportRequest, response: { 200: memberImportResult, ...errors } }),
    config: { policy: 'members.import' },
    bodyLimit: ROWS_BODY_LIMIT,
    handler: (request) => importMembers(deps, repo, request.user!, request.body.rows),
  });
}
