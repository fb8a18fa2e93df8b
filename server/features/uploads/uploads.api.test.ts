import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hugePixelPng, jpegWithGps, pngImage } from './test-images';
import { useUpload } from './use-upload';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => now }, { DATA_DIR: `.tmp/test-uploads-${process.pid}` });
});
afterAll(() => t.close());

async function newUploadUrl(headers: Record<string, string>, body?: object, url = '/api/objects/upload') {
  const res = await t.request({ method: 'POST', url, headers, ...(body ? { payload: body } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadURL: string; path: string };
}

const put = (uploadURL: string, body: Buffer | string, contentType = 'image/png') =>
  t.request({ method: 'PUT', url: uploadURL, payload: body, headers: { 'content-type': contentType } });

const rowOf = async (path: string) => {
  const [row] = await t.deps.db
    .select()
    .from(uploads)
    .where(eq(uploads.id, path.split('/').pop()!));
  return row!;
};

describe('uploads on the disk adapter', () => {
  it('takes a picture, re-encodes it and serves it to signed-in members only, with a fixed type and nosniff', async () => {
    const { headers, id } = await t.roleUser('player');
    const { uploadURL, path } = await newUploadUrl(headers);
    expect(path).toMatch(/^\/objects\/uploads\/[A-Za-z0-9_-]+$/);
    // The stored path is /objects/uploads/{last segment of the URL} (part 1 §7).
    expect(new URL(uploadURL, 'http://x').pathname.split('/').pop()).toBe(path.split('/').pop());
    const res = await put(uploadURL, await pngImage(1200, 900));
    expect(res.statusCode).toBe(200);
    const row = await rowOf(path);
    expect(row).toMatchObject({ status: 'ready', ownerId: id, contentType: 'image/webp' });

    const served = await t.request({ method: 'GET', url: path, headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(512);

    const { headers: other } = await t.roleUser('member');
    expect((await t.request({ method: 'GET', url: path, headers: other })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(401);
  });

  it('strips metadata such as GPS', async () => {
    const { headers } = await t.roleUser('player');
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { uploadURL, path } = await newUploadUrl(headers);
    expect((await put(uploadURL, original, 'image/jpeg')).statusCode).toBe(200);
    const served = await t.request({ method: 'GET', url: path, headers });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretPhone'))).toBe(false);
  });

  it('refuses HTML renamed .png, and the URL cannot be used again', async () => {
    const { headers } = await t.roleUser('player');
    const { uploadURL, path } = await newUploadUrl(headers);
    const res = await put(uploadURL, '<html><script>alert(1)</script></html>', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Forkert filtype/);
    expect((await rowOf(path)).status).toBe('failed');
    expect((await t.request({ method: 'GET', url: path, headers })).statusCode).toBe(404);
    expect((await put(uploadURL, await pngImage())).statusCode).toBe(409);
  });

  it('refuses a picture of more than 4096×4096 pixels without decoding it', async () => {
    const { headers } = await t.roleUser('player');
    const { uploadURL, path } = await newUploadUrl(headers);
    const res = await put(uploadURL, await hugePixelPng());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('4096');
    expect((await rowOf(path)).status).toBe('failed');
  });

  it('refuses an expired URL and a forged signature, and changes nothing', async () => {
    const { headers } = await t.roleUser('player');
    const { uploadURL, path } = await newUploadUrl(headers);
    const forged = uploadURL.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await put(forged, await pngImage())).statusCode).toBe(403);
    now = new Date(Date.now() + 6 * 60 * 1000);
    try {
      const res = await put(uploadURL, await pngImage());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Upload-linket er udløbet. Prøv igen.');
    } finally {
      now = new Date();
    }
    expect((await rowOf(path)).status).toBe('pending');
  });

  it('binds the URL to the type and size asked for', async () => {
    const { headers } = await t.roleUser('player');
    const png = await pngImage();
    const typed = await newUploadUrl(headers, { contentType: 'image/png', size: png.length });
    // Another type than the one the URL was made for.
    const wrongType = await put(typed.uploadURL, await jpegWithGps(), 'image/jpeg');
    expect(wrongType.statusCode).toBe(415);
    const sized = await newUploadUrl(headers, { contentType: 'image/png', size: 100 });
    const tooBig = await put(sized.uploadURL, png, 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/^Filen er for stor/);
  });

  it('refuses to hand out a URL for a file that is not a picture or is over 5 MB', async () => {
    const { headers } = await t.roleUser('player');
    const html = await t.request({
      method: 'POST',
      url: '/api/objects/upload',
      headers,
      payload: { contentType: 'text/html' },
    });
    expect(html.statusCode).toBe(415);
    const big = await t.request({
      method: 'POST',
      url: '/api/objects/upload',
      headers,
      payload: { contentType: 'image/png', size: 5 * 1024 * 1024 + 1 },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Filen er for stor. Billedet må maksimalt være 5MB');
    const extra = await t.request({
      method: 'POST',
      url: '/api/objects/upload',
      headers,
      payload: { purpose: 'chat-file' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a body over 5 MB before processing it', async () => {
    const { headers } = await t.roleUser('player');
    const { uploadURL } = await newUploadUrl(headers);
    const res = await put(uploadURL, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
  });

  it('shows a registration picture before sign-in only until it belongs to an account', async () => {
    const { uploadURL, path } = await newUploadUrl({}, undefined, '/api/objects/upload-registration');
    expect((await put(uploadURL, await pngImage())).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(200);
    const row = await useUpload(t.deps, path, { purpose: 'registration', ownerId: null });
    const { id } = await t.roleUser('none');
    await t.deps.db.update(uploads).set({ ownerId: id }).where(eq(uploads.id, row.id));
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(401);
    // A member's own picture is never public.
    const { headers } = await t.roleUser('coach');
    const own = await newUploadUrl(headers);
    await put(own.uploadURL, await pngImage());
    expect((await t.request({ method: 'GET', url: own.path })).statusCode).toBe(401);
  });

  it("will not let one person use another person's upload", async () => {
    const { headers } = await t.roleUser('player');
    const { uploadURL, path } = await newUploadUrl(headers);
    await put(uploadURL, await pngImage());
    const { id: otherId } = await t.roleUser('board');
    await expect(useUpload(t.deps, path, { purpose: 'avatar', ownerId: otherId })).rejects.toThrow();
  });

  it('rate-limits registration upload URLs per address, and per address and live link for a squad on one Wi-Fi', async () => {
    const reserve = (url: string) => t.request({ method: 'POST', url, remoteAddress: '10.1.2.3' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await reserve('/api/objects/upload-registration')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // A made-up token counts as the address's own attempts.
    expect((await reserve(`/api/objects/upload-registration?token=${'x'.repeat(43)}`)).statusCode).toBe(429);

    const { headers } = await t.roleUser('admin');
    const { token } = (
      await t.request({
        method: 'POST',
        url: '/api/admin/generate-player-registration-link',
        headers,
        payload: { team: 'serie_3_pulje_5', role: 'player' },
      })
    ).json();
    const squad: number[] = [];
    for (let i = 0; i < 101; i++)
      squad.push((await reserve(`/api/objects/upload-registration?token=${token}`)).statusCode);
    expect(squad.slice(0, 100).every((s) => s === 200)).toBe(true);
    expect(squad[100]).toBe(429);
  });
});

describe('abandoned uploads', () => {
  it('removes unfinished uploads and unclaimed registration pictures after a day, keeping the rest', async () => {
    const { pruneUploads } = await import('./prune-uploads');
    const { headers } = await t.roleUser('player');
    const unfinished = await newUploadUrl(headers);
    const claimed = await newUploadUrl(headers);
    await put(claimed.uploadURL, await pngImage());
    const orphan = await newUploadUrl({}, undefined, '/api/objects/upload-registration');
    await put(orphan.uploadURL, await pngImage());
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    let removed = 0;
    for (
      let n = await pruneUploads({ ...t.deps, now: () => later });
      n > 0;
      n = await pruneUploads({ ...t.deps, now: () => later })
    )
      removed += n;
    expect(removed).toBeGreaterThanOrEqual(2);
    const ids = (await t.deps.db.select({ id: uploads.id }).from(uploads)).map((r) => r.id);
    expect(ids).not.toContain(unfinished.path.split('/').pop());
    expect(ids).not.toContain(orphan.path.split('/').pop());
    expect(ids).toContain(claimed.path.split('/').pop());
    expect((await t.request({ method: 'GET', url: claimed.path, headers })).statusCode).toBe(200);
  });
});
