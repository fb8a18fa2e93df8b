import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DEFAULT_CLUB_IDENTITY, productName } from '@common/domain/club-identity';
import { documentOperation } from './openapi-operation';

const DOCUMENT_PATH = /^\/api\/docs\/(json|yaml)/;

/**
 * The zod contracts double as the OpenAPI document, browsable at /api/docs. Each operation is
 * completed from the route's policy (who may call it), its summary and the answers the app's
 * plugins add (openapi-operation.ts) before zod's schemas are turned into JSON Schema.
 */
export async function registerOpenApi(app: FastifyInstance, shortName: () => Promise<string> = async () => 'RU') {
  const defaultName = productName(DEFAULT_CLUB_IDENTITY.shortName);
  await app.register(swagger, {
    openapi: {
      info: { title: 'RU KlubApp API', version: '1.0.0', description: 'The API behind RU KlubApp. Every error answer is `{ message, errors? }` in Danish.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token POST /api/login returns' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'ru_session', description: 'The session cookie POST /api/login sets' },
        },
      },
    },
    transform: (document) => {
      if (!document.url.startsWith('/api/') || document.url.startsWith('/api/docs')) return jsonSchemaTransform(document);
      return jsonSchemaTransform({ ...document, schema: documentOperation(document.route) as typeof document.schema });
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // The document is built once; its title names the club from its data at every request (decision 105).
  // Synchronous for every other answer: an async hook costs each request a promise (P1).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (typeof payload !== 'string' || !DOCUMENT_PATH.test(request.url)) return done(null, payload);
    shortName().then((short) => {
      const name = productName(short);
      done(null, name === defaultName ? payload : payload.replaceAll(defaultName, name));
    }, done);
  });
}
