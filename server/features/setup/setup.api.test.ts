import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clubSettings, users } from '../../db/schema';
import { ensureClub } from '../../db/seed/ensure-club';
import { openTestDatabase } from '../../test/test-database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startSetupIfNeeded } from '../../core/club/setup-code';

/** The production first start's set-up (decision 106), on two instances of one database. */
let a: TestApp;
let b: TestApp;
let code = '';
const lines: string[] = [];

beforeAll(async () => {
  const database = await openTestDatabase();
  await ensureClub(database.db);
  await startSetupIfNeeded(database.db, (line) => lines.push(line));
  await startSetupIfNeeded(database.db, (line) => lines.push(line));
  code = /^ {2}([A-Z0-9-]{23})$/m.exec(lines.join('\n'))?.[1] ?? '';
  a = await createTestApp({}, {}, database);
  vi.resetModules();
  const fresh = (await import('../../test/test-app')) as typeof import('../../test/test-app');
  b = await fresh.createTestApp({}, {}, database);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const FORM = {
  clubName: 'Vesterby Boldklub',
  shortName: 'VB',
  primaryColor: '#1d3f8a',
  accentColor: '#ffd23f',
  adminUsername: 'formand',
  adminEmail: 'formand@vesterby.dk',
  adminPassword: 'grøn-bold-på-banen',
};
const setup = (app: TestApp, payload: object) => app.request({ method: 'POST', url: '/api/setup', payload });

describe('the first start', () => {
  it('prints a one-time code once, from the instance that created it, and stores only its hash', async () => {
    expect(code).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    expect(lines.join('\n').split(code)).toHaveLength(2);
    expect(lines[1]).toMatch(/not set up yet: open \/setup/);
    const [row] = await a.deps.db.select().from(clubSettings);
    expect(row!.setupCodeHash).toBeTruthy();
    expect(row!.setupCodeHash).not.toContain(code.replaceAll('-', ''));
  });

  it('answers 503 in Danish to everything but health, readiness and the set-up page until the set-up is done', async () => {
    for (const url of ['/api/config', '/api/session', '/', '/kampe', '/api/nothing']) {
      const res = await a.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.body, url).toContain('Klubben er ved at blive sat op');
    }
    expect((await a.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await a.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const page = await b.request({ method: 'GET', url: '/setup' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="code">Engangskode fra serverens log</label>');
    expect((await b.request({ method: 'GET', url: '/setup/setup.js' })).statusCode).toBe(200);
  });

  it('refuses a wrong code, unreadable colours or a weak password in Danish and changes nothing', async () => {
    const wrong = await setup(a, { ...FORM, code: 'AAAAA-AAAAA-AAAAA-AAAAA' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Engangskoden er forkert. Den står i serverens log fra første start.');
    const pale = await setup(a, { ...FORM, code, primaryColor: '#ffff00' });
    expect(pale.statusCode).toBe(400);
    expect(JSON.stringify(pale.json())).toContain('Klubfarven er for lys til det lyse tema');
    const weak = await setup(a, { ...FORM, code, adminPassword: 'formand123' });
    expect(weak.statusCode).toBe(400);
    expect(await a.deps.db.select().from(users)).toHaveLength(0);
    const [row] = await a.deps.db.select().from(clubSettings);
    expect(row).toMatchObject({ shortName: 'RU' });
  });

  it("creates the club and its first admin, and then the set-up is gone for good, also on the other instance", async () => {
    expect((await b.request({ method: 'GET', url: '/api/config' })).statusCode).toBe(503);
    const done = await setup(a, { ...FORM, code: code.toLowerCase() });
    expect(done.statusCode).toBe(200);
    for (const app of [a, b]) {
      const config = await app.request({ method: 'GET', url: '/api/config' });
      expect(config.statusCode).toBe(200);
      expect(config.json()).toMatchObject({ clubName: 'Vesterby Boldklub', shortName: 'VB', primaryColor: '#1d3f8a' });
      expect((await app.request({ method: 'GET', url: '/setup' })).statusCode).toBe(404);
      expect((await setup(app, { ...FORM, code })).statusCode).toBe(404);
    }
    const login = await b.request({ method: 'POST', url: '/api/login', payload: { username: 'formand', password: FORM.adminPassword } });
    expect(login.statusCode).toBe(200);
    const [admin] = await a.deps.db.select().from(users);
    expect(admin).toMatchObject({ role: 'admin', email: 'formand@vesterby.dk', memberNumber: expect.stringMatching(/^VB-/) });
  });
});
