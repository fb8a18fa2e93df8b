import rateLimit from '@fastify/rate-limit';
import { sharedRateLimitStore } from '../../core/coordination/shared-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  registrationUploadQuery,
  uploadPutQuery,
  uploadRequest,
  uploadResponse,
} from '@common/contracts/uploads';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { registrationRateLimit, type LiveLinkId } from '../../core/coordination/registration-rate-limit';
import { createUpload } from './create-upload';
import { receiveUpload } from './receive-upload';
import { serveUpload, type UploadReadCheck } from './serve-upload';
import { MAX_UPLOAD_BYTES } from './upload-purposes';
import { at } from '../../lib/route-at';
import { uploadsEndpoints } from '@common/contracts/endpoints/uploads';

const putParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });
const errors = errorAnswers(400, 403, 409, 413, 415);

/** Picture and file uploads on the storage port (part 1 §7, S9). */
export function uploadsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  readChecks: ReadonlyMap<string, UploadReadCheck>,
  liveLinkId: LiveLinkId,
) {
  app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, store: sharedRateLimitStore(deps.limits) });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.route({
      ...at(uploadsEndpoints.upload, { tags: ['uploads'], body: uploadRequest, response: { 200: uploadResponse, ...errors } }),
      config: { policy: 'self.update' },
      handler: async (request) => {
        const { uploadURL, path } = await createUpload(deps, {
          ownerId: request.user!.id,
          purpose: 'avatar',
          contentType: request.body?.contentType,
          size: request.body?.size,
        });
        return { uploadURL, path };
      },
    });

    // A visitor registering has no account yet: public, and rate-limited per address, or per
    // address and link when the registration page names its live invitation link (a squad at
    // training shares the club's Wi-Fi).
    r.route({
      ...at(uploadsEndpoints.uploadRegistration, {
        tags: ['uploads'],
        querystring: registrationUploadQuery,
        body: uploadRequest,
        response: { 200: uploadResponse, ...errors },
      }),
      config: {
        policy: 'public',
        rateLimit: registrationRateLimit(
          liveLinkId,
          { perLink: 100, perAddress: 20 },
          (request) => (request.query as { token?: unknown }).token,
        ),
      },
      handler: async (request) => {
        const { uploadURL, path } = await createUpload(deps, {
          ownerId: null,
          purpose: 'registration',
          contentType: request.body?.contentType,
          size: request.body?.size,
        });
        return { uploadURL, path };
      },
    });

    // The disk adapter's signed PUT URL: the raw file, any content type, checked by its bytes.
    scope.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
        done(null, body),
      );
      raw.withTypeProvider<ZodTypeProvider>().route({
        ...at(uploadsEndpoints.put, {
          tags: ['uploads'],
          params: putParams,
          querystring: uploadPutQuery,
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        }),
        bodyLimit: MAX_UPLOAD_BYTES,
        config: { policy: 'public', rateLimit: { max: 150, timeWindow: '10 minutes' } },
        handler: async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const type = request.headers['content-type'];
          await receiveUpload(deps, {
            id: request.params.id,
            expires: request.query.expires,
            signature: request.query.signature,
            contentType: type ? type.split(';')[0]!.trim().toLowerCase() : null,
            body,
          });
          return { success: true as const };
        },
      });
    });
  });

  app.get('/objects/uploads/:id', (request, reply) => serveUpload(deps, request, reply, readChecks));
}
