import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { registerClient } from './client';

/** The built client as a browser gets it: compressed when it asks, with the right caching. */
let app: FastifyInstance;
let dir: string;
const script = `console.log(${JSON.stringify('RU KlubApp '.repeat(400))});`;
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ru-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.writeFileSync(path.join(dir, 'tiny.txt'), 'kort');
  expect(precompressDir(dir)).toBe(2);
  app = Fastify();
  await registerClient(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('sends brotli or gzip to browsers that accept it, and the plain file otherwise', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers every client route with index.html, revalidated, and unknown /api paths with JSON 404', async () => {
    const route = await app.inject({ url: '/matches', headers: { 'accept-encoding': 'br' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    const html = route.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(route.rawPayload).toString() : route.body;
    expect(html).toBe(page);
    const head = await app.inject({ method: 'HEAD', url: '/matches' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    const api = await app.inject({ url: '/api/findes-ikke' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Ikke fundet' });
  });
});
