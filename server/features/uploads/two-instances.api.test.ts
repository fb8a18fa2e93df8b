import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from './test-images';

/**
 * Two app instances on one database and one shared DATA_DIR (C4). Instance B is built from
 * freshly loaded modules, so it shares nothing in memory with A, as another process would not.
 */
const env = { DATA_DIR: `.tmp/test-uploads-two-${process.pid}` };
let a: TestApp;
let b: TestApp;
let configured: TestApp;
/** Another instance on A's database, from modules loaded afresh (nothing in memory shared with A). */
async function anotherInstance(extraEnv: Record<string, string> = {}) {
  vi.resetModules();
  const fresh = (await import('../../test/test-app')) as typeof import('../../test/test-app');
  return fresh.createTestApp({}, { ...env, ...extraEnv }, a.deps.database);
}
beforeAll(async () => {
  a = await createTestApp({}, env);
  b = await anotherInstance();
  configured = await anotherInstance({ UPLOAD_SIGNING_KEY: 'k'.repeat(40) });
});
afterAll(async () => {
  await configured.close();
  await b.close();
  await a.close();
});

describe('uploads on any instance', () => {
  it('a URL reserved through instance A is accepted by instance B, and both serve the file', async () => {
    const person = await a.roleUser('player');
    const reserved = await a.request({ method: 'POST', url: '/api/objects/upload', headers: person.headers });
    expect(reserved.statusCode).toBe(200);
    const { uploadURL, path } = reserved.json() as { uploadURL: string; path: string };
    const put = await b.request({
      method: 'PUT',
      url: uploadURL,
      payload: await pngImage(),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.statusCode).toBe(200);
    for (const app of [a, b]) {
      const served = await app.request({ method: 'GET', url: path, headers: await app.authFor(person.id) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('UPLOAD_SIGNING_KEY, when set, is the key: URLs signed with the stored one are refused there, its own accepted', async () => {
    const person = await a.roleUser('player');
    const fromA = (
      await a.request({ method: 'POST', url: '/api/objects/upload', headers: person.headers })
    ).json() as { uploadURL: string };
    const refused = await configured.request({
      method: 'PUT',
      url: fromA.uploadURL,
      payload: await pngImage(),
      headers: { 'content-type': 'image/png' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ugyldigt upload-link');
    const own = (
      await configured.request({ method: 'POST', url: '/api/objects/upload', headers: person.headers })
    ).json() as { uploadURL: string };
    const accepted = await configured.request({
      method: 'PUT',
      url: own.uploadURL,
      payload: await pngImage(),
      headers: { 'content-type': 'image/png' },
    });
    expect(accepted.statusCode).toBe(200);
  });
});
