import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Below this, an answer fits in a packet or two and compressing it gains nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * JSON answers go out compressed when the phone asks for it (decision 087): Hjem's first load and the
 * match list were tens of kilobytes of JSON, sent as they were, on the phone's mobile data, on the
 * way to the first screen. The client's own files are compressed once, at build time
 * (scripts/precompress.ts); these answers differ per person and per moment, so they are
 * compressed per answer, cheaply (brotli quality 4, not the slow default of 11).
 * - Only JSON and the pages drawn on the server (decision 092; the built files are compressed
 *   already): the chat's live stream (text/event-stream) must not wait in a compressor's buffer.
 * - Only answers to GET: the answer to a change (sign-in's token) is never compressed beside
 *   input the caller chose, which is what a compression side channel (BREACH) needs.
 * - Answers only: the plugin would also unpack compressed request bodies (a small upload that
 *   unpacks into a large one). No client sends them, so that is switched off.
 * Install before the routes are added: the GET-only rule is set on each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('GET')) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/json|text\/html)(?:;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
