import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from '../uploads/test-images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IDENTITY = {
  clubName: 'Vesterby Boldklub',
  shortName: 'VB',
  primaryColor: '#1d3f8a',
  accentColor: '#ffd23f',
  cvrNumber: '12345678',
  address: 'Banevej 1, 9999 Vesterby',
  contactEmail: 'kontakt@vesterby.dk',
  dbuClubName: 'Vesterby BK',
};

describe("the club's identity (Systemindstillinger › Klubben)", () => {
  it('is RU by default, in the public config', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ clubName: 'RU', shortName: 'RU', primaryColor: '#0f5132', accentColor: '#f2b705', crestUrl: null });
  });

  it('is saved by an admin only, refusing unreadable colours with a Danish message and changing nothing', async () => {
    const admin = await t.roleUser('admin');
    const board = await t.roleUser('board');
    expect((await t.request({ method: 'PUT', url: '/api/admin/club-identity', headers: board.headers, payload: IDENTITY })).statusCode).toBe(403);

    const pale = await t.request({
      method: 'PUT',
      url: '/api/admin/club-identity',
      headers: admin.headers,
      payload: { ...IDENTITY, primaryColor: '#a0d0ff' },
    });
    expect(pale.statusCode).toBe(400);
    expect(pale.json().message).toMatch(/Klubfarven er for lys til det lyse tema: hvid tekst på klubfarven har kontrast 1,6:1/);
    const dark = await t.request({
      method: 'PUT',
      url: '/api/admin/club-identity',
      headers: admin.headers,
      payload: { ...IDENTITY, accentColor: '#333333' },
    });
    expect(dark.statusCode).toBe(400);
    expect(JSON.stringify(dark.json())).toContain('Accentfarven er for mørk');
    const [unchanged] = await t.deps.db.select().from(clubSettings);
    expect(unchanged).toMatchObject({ shortName: 'RU', primaryColor: '#0f5132' });

    const ok = await t.request({ method: 'PUT', url: '/api/admin/club-identity', headers: admin.headers, payload: IDENTITY });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ...IDENTITY, crestUrl: null });
    expect((await t.request({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ clubName: 'Vesterby Boldklub', shortName: 'VB' });
  });

  it('rasterises an uploaded SVG crest to PNG on the server and never serves the SVG', async () => {
    const admin = await t.roleUser('admin');
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 120"><script>alert(1)</script><rect width="100" height="120" fill="#1d3f8a"/></svg>',
    );
    const res = await t.request({
      method: 'PUT',
      url: '/api/admin/club-crest',
      headers: admin.headers,
      payload: { image: svg.toString('base64') },
    });
    expect(res.statusCode).toBe(200);
    const crestUrl = res.json().crestUrl as string;
    expect(crestUrl).toMatch(/^\/api\/club\/crest\/512\?v=\d+$/);
    for (const size of [32, 180, 192, 512]) {
      const png = await t.request({ method: 'GET', url: crestUrl.replace('/512', `/${size}`) });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: size, height: size });
      expect(png.rawPayload.toString('latin1')).not.toContain('<svg');
    }
    expect((await t.request({ method: 'GET', url: '/api/club/crest/100' })).statusCode).toBe(400);
  });

  it('takes PNG, JPEG and WebP crests, refuses anything else in Danish, and goes back to the drawn crest', async () => {
    const admin = await t.roleUser('admin');
    const put = (image: Buffer) =>
      t.request({ method: 'PUT', url: '/api/admin/club-crest', headers: admin.headers, payload: { image: image.toString('base64') } });
    expect((await put(await pngImage(300, 200))).statusCode).toBe(200);
    expect((await put(await sharp(await pngImage()).webp().toBuffer())).statusCode).toBe(200);
    const gif = await put(Buffer.from('GIF89a-not-a-crest'));
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe('Skjoldet skal være et PNG-, JPEG-, WebP- eller SVG-billede');
    const broken = await put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Billedet af skjoldet kunne ikke læses');
    const removed = await t.request({ method: 'DELETE', url: '/api/admin/club-crest', headers: admin.headers });
    expect(removed.json().crestUrl).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/club/crest/512' })).statusCode).toBe(404);
  });
});
