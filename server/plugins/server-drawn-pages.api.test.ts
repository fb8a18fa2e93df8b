import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatEndpoints } from '@common/contracts/endpoints/chat';
import { dbuSyncEndpoints } from '@common/contracts/endpoints/dbu-sync';
import * as renderer from '../../client/app/server-render';
import { loadConfig } from '../config/config';
import { SESSION_COOKIE } from '../core/sessions/session-policy';
import { countQueries } from '../test/count-queries';
import { buildMatch, buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * The first screens drawn into the page for a signed-in phone (decision 092), with the client's
 * own drawing (client/app/server-render.tsx) on a built index.html's shape. The real build and
 * browser are the end-to-end test's (e2e/drawn-pages.spec.ts).
 */
const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
const template = [
  '<!doctype html><html lang="da"><head>',
  '<script type="application/json" id="first-screen-files">{"/matches":["assets/MatchesScreen-a1.js","assets/MatchesScreen-a1.css"],"/chat":[]}</script>',
  '<script type="module" async crossorigin src="/assets/page-start-a1.js"></script>',
  '<title>RU KlubApp</title>',
  '<script type="application/json" id="app-code">{"entry":"/assets/index-a1.js","preload":["/assets/react-a1.js"]}</script>',
  '</head><body><div id="root"><!--splash--><main class="public-main"><p class="splash-title">RU KlubApp</p></main><!--/splash--></div></body></html>',
].join('\n');

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ru-drawn-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), template);
  fs.writeFileSync(path.join(dir, 'assets/MatchesScreen-a1.css'), '.match-list{gap:8px}');
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data' }), clientDir: dir };
  t = await createTestApp({ config }, {}, undefined, { pageRenderer: renderer });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A member signed in as a phone is: the session in its cookie. */
async function member(team: string, firstName = 'Mads') {
  const user = await buildUser(t.deps.db, { role: 'player', team, firstName });
  const bearer = (await t.authFor(user.id)).authorization!;
  const token = bearer.replace('Bearer ', '');
  return { user, bearer, cookie: `${SESSION_COOKIE}=${token}` };
}

const answerIn = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-read-answer">([^<]*)<\/script>/.exec(html)![1]!) as {
    reads: Record<string, unknown>;
    extra?: Record<string, unknown>;
  };

describe('a page drawn for a signed-in phone', () => {
  it("draws Kampe with the person's own matches, personal and never stored, and starts the app from the same answer", async () => {
    const { cookie, bearer } = await member('serie_3_pulje_5');
    await buildMatch(t.deps.db, { opponent: 'Tårnby FF', team: 'serie_3_pulje_5' });
    const res = await t.request({ url: '/matches', headers: { cookie, 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    // The screen, as a picture until the app replaces it; the splash is gone.
    expect(html).toContain('<div inert aria-hidden="true" style="display:contents">');
    expect(html).toContain('Tårnby FF');
    expect(html).not.toContain('splash-title">RU KlubApp');
    // The screen's own styles in the page; the app's code still named for the page start.
    expect(html).toContain('<style>.match-list{gap:8px}</style>');
    expect(html).toContain('<script type="application/json" id="app-code">');
    // No script of the page's own but the page start (the CSP forbids inline scripts anyway).
    expect(html.match(/<script\b[^>]*>/g)!.filter((tag) => !tag.includes('application/json'))).toEqual([
      '<script type="module" async crossorigin src="/assets/page-start-a1.js">',
    ]);
    // The answer is the one the app would have asked for.
    const start = await t.request({ url: '/api/home/start', headers: { authorization: bearer } });
    expect(answerIn(html).reads).toEqual(start.json().reads);
  });

  it('draws the chat at its opening channel, with every text escaped in the markup and in the answer', async () => {
    const { cookie, bearer } = await member('serie_4_pulje_9');
    const posted = await t.request({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { authorization: bearer },
      payload: { channel: 'serie_4_pulje_9', message: HOSTILE },
    });
    expect(posted.statusCode).toBe(200);
    const html = (await t.request({ url: '/chat', headers: { cookie } })).body;
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain('<img src=x');
    const answer = answerIn(html);
    const messages = answer.extra!['/api/chat/messages?channel=serie_4_pulje_9'] as {
      messages: Array<{ message: string }>;
    };
    expect(messages.messages[0]!.message).toBe(HOSTILE);
  });

  it("never shows another team's chat: each person's page holds only what their own reads answer", async () => {
    const insider = await member('herresenior_2_pulje_5');
    await t.request({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { authorization: insider.bearer },
      payload: { channel: 'herresenior_2_pulje_5', message: 'Kun for holdet' },
    });
    const outsider = await member('serie_5_pulje_6', 'Ulla');
    const html = (await t.request({ url: '/chat', headers: { cookie: outsider.cookie } })).body;
    expect(html).toContain('Ulla');
    expect(html).not.toContain('Kun for holdet');
    expect((await t.request({ url: '/chat', headers: { cookie: insider.cookie } })).body).toContain(
      'Kun for holdet',
    );
  });

  it("looks the page's session up once for all its reads, as Hjem's start request does", async () => {
    const { cookie, bearer } = await member('serie_4_pulje_9', 'Karl');
    const headers = { authorization: bearer };
    const page = (url: string) => t.request({ url, headers: { cookie } });
    for (const [pathname, further] of [
      ['/chat', [`${chatEndpoints.messages.path}?channel=serie_4_pulje_9`]],
      ['/matches', [dbuSyncEndpoints.overview.path]],
    ] as const) {
      await page(pathname); // warm: the session's touch and the shared read caches
      const drawn = await countQueries(t, () => page(pathname));
      let apart = await countQueries(t, () => t.request({ url: '/api/home/start', headers }));
      for (const url of further) {
        expect((await t.request({ url, headers })).statusCode, url).toBe(200);
        apart += await countQueries(t, () => t.request({ url, headers }));
      }
      // Each read made on its own looks the session up again; in process, the page's one lookup serves all.
      expect(drawn, pathname).toBeLessThanOrEqual(apart - further.length);
    }
  });

  /**
   * The only first screens a role gets as the plain page, on a team without matches: a screen
   * that shows that person a read beyond the start answer and the screen's first reads (the
   * coach's missing-attendance card on Hjem, the admin's update log on Stilling) is drawn by the
   * app itself.
   */
  const NOT_DRAWN = ['coach /', 'admin /statistics'];

  // One role at a time: each draws every first screen and reads every answer again live.
  it.each(['none', 'member', 'player', 'coach', 'admin'] as const)(
    'draws every first screen, each from answers its own routes give the person, as %s',
    async (role) => {
      const inPage = (html: string) => answerIn(html);
      const user = await buildUser(t.deps.db, { role, team: 'serie_5_pulje_6', firstName: `Ida-${role}` });
      const bearer = (await t.authFor(user.id)).authorization!;
      const cookie = `${SESSION_COOKIE}=${bearer.replace('Bearer ', '')}`;
      const live = async (url: string) => {
        const res = await t.request({ url, headers: { authorization: bearer } });
        return res.statusCode === 200 ? (res.json() as unknown) : `${res.statusCode}`;
      };
      for (const pathname of renderer.drawnPaths) {
        const html = (await t.request({ url: pathname, headers: { cookie } })).body;
        const label = `${role} ${pathname}`;
        // Drawn, not the plain page: a screen that stops being drawn fails here.
        const drawn = html.includes('<div inert aria-hidden="true" style="display:contents">');
        expect(drawn, label).toBe(!NOT_DRAWN.includes(label));
        if (!drawn) continue;
        const answer = inPage(html);
        // The start answer is the person's own, read for read, as the app would ask for it.
        expect(answer.reads, label).toEqual(((await live('/api/home/start')) as { reads: unknown }).reads);
        // Each further read is one the person's own route answers, with the same data the live
        // screen reads: nothing its route would refuse is in the page.
        for (const [url, data] of Object.entries(answer.extra ?? {}))
          expect(data, `${label} ${url}`).toEqual(await live(url));
      }
    },
  );

  it('is the plain page, revalidated, without a session cookie, with an ended session, with a query, or elsewhere', async () => {
    const { cookie, bearer } = await member('serie_3_pulje_5');
    const plain = async (url: string, headers: Record<string, string>) => {
      const res = await t.request({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(template);
    };
    await plain('/matches', {});
    await plain('/matches', { authorization: bearer });
    await plain('/matches', { cookie: `${SESSION_COOKIE}=not-a-session` });
    await plain('/matches?team=serie_5_pulje_6', { cookie });
    await plain('/profile', { cookie });
    await plain('/admin/members', { cookie });
    const head = await t.request({ method: 'HEAD', url: '/matches', headers: { cookie } });
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(template)));
    expect(head.body).toBe('');
  });
});
