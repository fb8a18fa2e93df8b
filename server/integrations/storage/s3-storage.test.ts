import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from '../../features/uploads/test-images';
import { useUpload } from '../../features/uploads/use-upload';
import { s3Storage } from './s3-storage';
import type { StoragePort } from '../../core/storage/storage-port';

/** The S3 adapter against a local S3 server (s3rver speaks the S3 REST API and checks signatures). */
let server: S3rver;
let endpoint: string;
let dir: string;
let storage: StoragePort;
const settings = () => ({ endpoint, region: 'us-east-1', bucket: 'klub', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'klub', configs: [] }] });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  storage = await s3Storage(settings());
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('S3 storage adapter', () => {
  it('puts, gets and deletes objects, and reports the bucket reachable', async () => {
    expect(await storage.check()).toBe(true);
    await storage.put('uploads/abc123', Buffer.from('hej'), 'text/plain');
    const got = await storage.get('uploads/abc123');
    expect(got?.body.toString()).toBe('hej');
    expect(got?.contentType).toBe('text/plain');
    await storage.delete('uploads/abc123');
    expect(await storage.get('uploads/abc123')).toBeNull();
    expect(await (await s3Storage({ ...settings(), bucket: 'findes-ikke' })).check()).toBe(false);
  });

  it('presigns a PUT bound to its content type', async () => {
    const url = (await storage.presignPut('incoming/bound1', { contentType: 'image/png', expiresInSeconds: 60 }))!;
    expect(url).toContain('X-Amz-Signature');
    const wrong = await fetch(url, { method: 'PUT', body: 'x', headers: { 'content-type': 'text/html' } });
    expect(wrong.status).toBe(403);
    const ok = await fetch(url, { method: 'PUT', body: 'png-bytes', headers: { 'content-type': 'image/png' } });
    expect(ok.status).toBe(200);
    expect((await storage.get('incoming/bound1'))?.body.toString()).toBe('png-bytes');
  });

  it('refuses a presigned PUT after it expired', async () => {
    const url = (await storage.presignPut('incoming/late1', { contentType: 'image/png', expiresInSeconds: 1 }))!;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await fetch(url, { method: 'PUT', body: 'x', headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(403);
  });

  describe('through the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ storage });
    });
    afterAll(() => t.close());

    it('uploads straight to S3, then checks and re-encodes the picture when it is used', async () => {
      const { headers, id } = await t.roleUser('player');
      const png = await pngImage(800, 600);
      const res = await t.request({
        method: 'POST',
        url: '/api/objects/upload',
        headers,
        payload: { contentType: 'image/png', size: png.length },
      });
      const { uploadURL, path: objectPath } = res.json();
      expect(uploadURL.startsWith(endpoint)).toBe(true);
      expect(new URL(uploadURL).pathname.split('/').pop()).toBe(objectPath.split('/').pop());
      const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png' } });
      expect(put.status).toBe(200);
      const row = await useUpload(t.deps, objectPath, { purpose: 'avatar', ownerId: id });
      expect(row).toMatchObject({ status: 'ready', contentType: 'image/webp' });
      const served = await t.request({ method: 'GET', url: objectPath, headers });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      // The raw upload is gone; only the re-encoded picture is kept.
      expect(await storage.get(`incoming/${row.id}`)).toBeNull();
    });

    it('refuses HTML that went to S3 as a .png', async () => {
      const { headers, id } = await t.roleUser('player');
      const { uploadURL, path: objectPath } = (
        await t.request({ method: 'POST', url: '/api/objects/upload', headers, payload: { contentType: 'image/png' } })
      ).json();
      await fetch(uploadURL, { method: 'PUT', body: '<html>hej</html>', headers: { 'content-type': 'image/png' } });
      await expect(useUpload(t.deps, objectPath, { purpose: 'avatar', ownerId: id })).rejects.toMatchObject({ kind: 'unsupportedType' });
      expect((await t.request({ method: 'GET', url: objectPath, headers })).statusCode).toBe(404);
    });
  });
});

describe('the CSP lets the browser reach the S3 endpoint', () => {
  it('adds the endpoint to connect-src when S3 is configured, and nothing on disk', async () => {
    const t = await createTestApp({}, { S3_BUCKET: 'klub', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_ENDPOINT: endpoint });
    try {
      const res = await t.request({ method: 'GET', url: '/profile' });
      expect(String(res.headers['content-security-policy'])).toContain(`connect-src 'self' ${endpoint}`);
      expect(t.deps.storage.kind).toBe('s3');
    } finally {
      await t.close();
    }
  });
});

describe('an S3 upload larger than allowed', () => {
  it('is refused by its size before it is read, and removed', async () => {
    const t = await createTestApp({ storage });
    try {
      const { headers, id } = await t.roleUser('player');
      const { uploadURL, path: objectPath } = (
        await t.request({ method: 'POST', url: '/api/objects/upload', headers, payload: { contentType: 'image/png' } })
      ).json();
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
      expect((await fetch(uploadURL, { method: 'PUT', body: big, headers: { 'content-type': 'image/png' } })).status).toBe(200);
      await expect(useUpload(t.deps, objectPath, { purpose: 'avatar', ownerId: id })).rejects.toMatchObject({ kind: 'tooLarge' });
      expect(await storage.size(`incoming/${objectPath.split('/').pop()}`)).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('cannot even be sent when the URL was made for a given length', async () => {
    const url = (await storage.presignPut('incoming/len1', { contentType: 'image/png', contentLength: 5, expiresInSeconds: 60 }))!;
    const res = await fetch(url, { method: 'PUT', body: 'more than five bytes', headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(403);
    expect(await storage.size('incoming/len1')).toBeNull();
  });
});
