import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubSettingsRow } from '../core/club/identity';
import { registerClient } from './client';

/** The page, manifest and icons from the club's data (decision 105); RU's built files with RU's data. */
const clientSource = path.resolve(import.meta.dirname, '../../client');
let app: FastifyInstance;
let dir: string;
let row: ClubSettingsRow;

const RU: ClubSettingsRow = {
  id: true,
  clubName: 'RU',
  cvrNumber: '',
  shortName: 'RU',
  primaryColor: '#0f5132',
  accentColor: '#f2b705',
  address: '',
  contactEmail: '',
  dbuClubName: 'RU',
  crestPng: null,
  crestUpdatedAt: null,
  setupCodeHash: null,
  playerFeeOre: 60000,
  playerPeriodMonths: 6,
  ruFeeOre: 30000,
  ruPeriodMonths: 12,
  updatedAt: new Date('2026-11-01T10:00:00Z'),
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-page-'));
  fs.copyFileSync(path.join(clientSource, 'index.html'), path.join(dir, 'index.html'));
  for (const file of ['manifest.webmanifest', 'app-icon-512.png', 'favicon-32x32.png'])
    fs.copyFileSync(path.join(clientSource, 'public', file), path.join(dir, file));
  app = Fastify();
  await registerClient(app, dir, null, async () => row);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the page, manifest and icons follow the club's data", () => {
  it('serves the built files unchanged for RU', async () => {
    row = RU;
    const page = await app.inject({ url: '/kampe' });
    expect(page.body).toBe(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
    expect((await app.inject({ url: '/manifest.webmanifest' })).json()).toMatchObject({ name: 'RU KlubApp' });
    const icon = await app.inject({ url: '/app-icon-512.png' });
    expect(icon.rawPayload.equals(fs.readFileSync(path.join(dir, 'app-icon-512.png')))).toBe(true);
  });

  it("names and colours another club's page, manifest and icons without a rebuild, with no RU left", async () => {
    row = { ...RU, clubName: 'Vesterby Boldklub', shortName: 'VB', primaryColor: '#1d3f8a', accentColor: '#ffd23f' };
    const page = (await app.inject({ url: '/kampe' })).body;
    expect(page).toContain('<title>VB KlubApp</title>');
    expect(page).toContain('<p class="splash-title">VB KlubApp</p>');
    expect(page).toContain('<meta name="theme-color" content="#1d3f8a" media="(prefers-color-scheme: light)" />');
    expect(page).toMatch(/<style id="club-colours">:root\{--club:#1d3f8a;.*prefers-color-scheme: dark/);
    expect(page).toContain('>VB</text>');
    // The page's texts and the splash: RU is gone (comments in the markup aside).
    expect(page.replace(/<!--[\s\S]*?-->/g, '')).not.toMatch(/\bRU\b/);

    const manifest = (await app.inject({ url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({ name: 'VB KlubApp', short_name: 'VB', theme_color: '#1d3f8a' });
    const icon = await app.inject({ url: manifest.icons[1].src });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(icon.rawPayload.equals(fs.readFileSync(path.join(dir, 'app-icon-512.png')))).toBe(false);
  });

  it('shows an uploaded crest as a PNG image in the splash and the icons', async () => {
    const crest = await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1d3f8a' } }).png().toBuffer();
    row = { ...RU, shortName: 'VB', crestPng: crest.toString('base64'), crestUpdatedAt: new Date('2026-11-20T10:00:00Z') };
    const page = (await app.inject({ url: '/' })).body;
    expect(page).toMatch(/<div class="auth-brand">\s*<img class="auth-logo" src="\/api\/club\/crest\/192\?v=\d+"/);
    const favicon = await app.inject({ url: '/favicon-32x32.png' });
    expect(await sharp(favicon.rawPayload).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
  });
});
