import type { FastifyInstance } from 'fastify';

/**
 * PostgreSQL cannot store the NUL character in text, and no form of the app ever sends one.
 * Without this guard a single `\u0000` in a field reaches the database and comes back as a 500;
 * here it is refused with a 400 before any handler runs (S7). Walks only parsed JSON, never files.
 */
const MAX_DEPTH = 32;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !Buffer.isBuffer(value) &&
    !ArrayBuffer.isView(value)
  );
}

export function registerInputGuard(app: FastifyInstance) {
  // Synchronous: it runs before every handler, and an async hook costs a promise each (P1).
  app.addHook('preValidation', (request, reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      reply.code(400).send({ message: 'Ugyldige tegn i forespørgslen' });
      return;
    }
    // A route that takes no body takes no fields either: a stray field is a client bug worth hearing about.
    const body = request.body;
    if (!request.routeOptions.schema?.body && isPlainObject(body)) {
      const [unknown] = Object.keys(body);
      if (unknown !== undefined) {
        reply
          .code(400)
          .send({ message: `Ukendt felt: ${unknown}`, errors: { [unknown]: `Ukendt felt: ${unknown}` } });
        return;
      }
    }
    done();
  });
}
