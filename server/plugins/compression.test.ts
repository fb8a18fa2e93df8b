import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, registerCompression } from './compression';

/** Which answers go out compressed, on a bare instance with the app's rule and one route of each kind. */
let app: FastifyInstance;
const list = {
  matches: Array.from({ length: 60 }, (_, id) => ({
    id,
    opponent: 'Boldklubben Frem',
    venue: 'Valby Idrætspark',
  })),
};
const token = { token: 'a'.repeat(2 * COMPRESS_THRESHOLD_BYTES) };

beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get('/api/list', async () => list);
  app.get('/api/small', async () => ({ ok: true }));
  app.post('/api/login', async (request) => ({ ...token, asked: request.body }));
  app.get('/api/stream', async (_request, reply) =>
    reply.type('text/event-stream').send(`data: ${'x'.repeat(2 * COMPRESS_THRESHOLD_BYTES)}\n\n`),
  );
  await app.ready();
});
afterAll(() => app.close());

const phone = { 'accept-encoding': 'gzip, deflate, br' };

describe('compressed JSON answers (decision 087)', () => {
  it('does not unpack a compressed request body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'spiller' })),
    });
    expect(res.statusCode).toBe(400);
  });

  it('sends a large GET answer as brotli or gzip when asked, the same JSON inside, and plain otherwise', async () => {
    const br = await app.inject({ url: '/api/list', headers: phone });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(list);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(list).length / 4);

    const gz = await app.inject({ url: '/api/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(list);

    const plain = await app.inject({ url: '/api/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(list);
  });

  it('leaves small answers, answers to changes and the live stream as they are', async () => {
    for (const [method, url] of [
      ['GET', '/api/small'],
      ['POST', '/api/login'],
      ['GET', '/api/stream'],
    ] as const) {
      const res = await app.inject({ method, url, headers: phone });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
  });
});
