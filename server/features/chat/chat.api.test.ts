import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { chatMessages, pollVotes, polls } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let p1: { id: number; headers: Record<string, string> };
let p1b: { id: number; headers: Record<string, string> };
let p2: { id: number; headers: Record<string, string> };
let coach: { id: number; headers: Record<string, string> };
let member: { id: number; headers: Record<string, string> };

async function userIn(team: string | null, role: 'player' | 'coach' | 'member' = 'player') {
  const u = await buildUser(t.deps.db, { role, team, firstName: `${role}-${team ?? 'x'}` });
  return { id: u.id, headers: await t.authFor(u.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  p1 = await userIn('serie_3_pulje_5');
  p1b = await userIn('serie_3_pulje_5');
  p2 = await userIn('serie_5_pulje_6');
  coach = await userIn('serie_5_pulje_6', 'coach');
  member = await userIn(null, 'member');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.request({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.request({ method: 'POST', url, headers, payload });
async function rowCounts() {
  const [m] = await t.deps.db.select({ n: count() }).from(chatMessages);
  const [p] = await t.deps.db.select({ n: count() }).from(polls);
  const [v] = await t.deps.db.select({ n: count() }).from(pollVotes);
  return { messages: m!.n, polls: p!.n, votes: v!.n };
}

describe('channels', () => {
  it('gives a player and a coach the club channel and their own team; board and admin every team; a member the club only', async () => {
    const ids = async (h: Record<string, string>) =>
      (await get('/api/chat/channels', h)).json().map((c: { id: string }) => c.id);
    expect(await ids(p1.headers)).toEqual(['club', 'serie_3_pulje_5']);
    // A coach: their own team's channel, like its players (D20, decision 094).
    expect(await ids(coach.headers)).toEqual(['club', 'serie_5_pulje_6']);
    expect(await ids((await t.roleUser('board')).headers)).toEqual([
      'club',
      'serie_3_pulje_5',
      'serie_5_pulje_6',
      'serie_4_pulje_9',
      'herresenior_2_pulje_5',
      'motionsholdet',
    ]);
    expect(await ids(member.headers)).toEqual(['club']);
  });

  it('refuses role none and anonymous callers', async () => {
    expect((await get('/api/chat/channels', (await t.roleUser('none')).headers)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/chat/messages' })).statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('posts text, keeps script payloads as plain text and lists newest first', async () => {
    const xss = '<img src=x onerror="alert(1)"> <script>alert(2)</script> se https://dbu.dk';
    const a = await post('/api/chat/messages', p1.headers, { channel: 'serie_3_pulje_5', message: 'Første' });
    expect(a.statusCode).toBe(200);
    const b = await post('/api/chat/messages', p1b.headers, {
      channel: 'serie_3_pulje_5',
      message: xss,
      messageType: 'text',
    });
    expect(b.json()).toMatchObject({
      message: xss,
      messageType: 'text',
      senderName: 'player-serie_3_pulje_5 Person',
    });
    const list = (await get('/api/chat/messages?channel=serie_3_pulje_5', p1.headers)).json();
    expect(list.messages.map((m: { message: string }) => m.message)).toEqual([xss, 'Første']);
    expect(list.hasMore).toBe(false);
  });

  it('pages into history with before and limit', async () => {
    const admin = await t.roleUser('admin');
    for (let i = 0; i < 5; i++)
      await post('/api/chat/messages', admin.headers, { channel: 'serie_4_pulje_9', message: `m${i}` });
    const first = (await get('/api/chat/messages?channel=serie_4_pulje_9&limit=3', admin.headers)).json();
    expect(first.messages.map((m: { message: string }) => m.message)).toEqual(['m4', 'm3', 'm2']);
    expect(first.hasMore).toBe(true);
    const next = (
      await get(
        `/api/chat/messages?channel=serie_4_pulje_9&limit=3&before=${first.messages[2].id}`,
        admin.headers,
      )
    ).json();
    expect(next.messages.map((m: { message: string }) => m.message)).toEqual(['m1', 'm0']);
    expect(next.hasMore).toBe(false);
  });

  it('keeps a player out of another team’s channel: no reading, no posting', async () => {
    const before = await rowCounts();
    const read = await get('/api/chat/messages?channel=serie_3_pulje_5', p2.headers);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe('Du kan kun gøre dette for dit eget hold');
    const write = await post('/api/chat/messages', p2.headers, {
      channel: 'serie_3_pulje_5',
      message: 'hej',
    });
    expect(write.statusCode).toBe(403);
    expect(
      (await post('/api/chat/messages', member.headers, { channel: 'serie_3_pulje_5', message: 'hej' }))
        .statusCode,
    ).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    [{ channel: 'club', message: '' }, 'Beskeden må ikke være tom'],
    [{ channel: 'club', message: '   ' }, 'Beskeden må ikke være tom'],
    [{ channel: 'club' }, 'Beskeden må ikke være tom'],
    [{ channel: 'club', message: 'x'.repeat(2001) }, 'Beskeden må højst være 2000 tegn'],
    [{ channel: 'club', message: 'hej', userId: 1 }, 'Ukendt felt: userId'],
    [{ channel: 'club', message: 'hej', isPinned: true }, 'Ukendt felt: isPinned'],
    [{ channel: 'club', message: 'hej', messageType: 'html' }, 'Ugyldig beskedtype'],
    [
      { channel: 'club', messageType: 'image', fileUrl: 'https://evil.example/x.png', fileName: 'x.png' },
      'Ugyldig fil',
    ],
    [{ channel: '', message: 'hej' }, 'Vælg en chat'],
  ])('refuses %j with a Danish message and saves nothing', async (payload, message) => {
    const before = await rowCounts();
    const res = await post('/api/chat/messages', p1.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 404 for a channel that does not exist', async () => {
    const res = await post('/api/chat/messages', coach.headers, {
      channel: 'holdet_findes_ikke',
      message: 'hej',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Chatten findes ikke');
  });

  it('rate-limits posting with 429 and a Danish message', async () => {
    const spammer = await userIn('serie_3_pulje_5');
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (await post('/api/chat/messages', spammer.headers, { channel: 'club', message: `spam ${i}` }))
          .statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('emits chat.message for push', async () => {
    const seen: unknown[] = [];
    const off = t.deps.events.on('chat.message', (e) => void seen.push(e));
    await post('/api/chat/messages', p1.headers, { channel: 'club', message: 'Til push' });
    await new Promise((r) => setTimeout(r, 20));
    off();
    expect(seen).toEqual([
      expect.objectContaining({ team: 'club', userId: p1.id, message: 'Til push', messageType: 'text' }),
    ]);
  });
});

describe('pinning', () => {
  it('lets a coach pin and unpin; pinned messages come first in the answer', async () => {
    const msg = (
      await post('/api/chat/messages', p2.headers, { channel: 'serie_5_pulje_6', message: 'Husk bolde' })
    ).json();
    const res = await post(`/api/chat/messages/${msg.id}/pin`, coach.headers, { pinned: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().isPinned).toBe(true);
    const list = (await get('/api/chat/messages?channel=serie_5_pulje_6', p2.headers)).json();
    expect(list.pinned.map((m: { id: number }) => m.id)).toEqual([msg.id]);
    await post(`/api/chat/messages/${msg.id}/pin`, coach.headers, { pinned: false });
    expect((await get('/api/chat/messages?channel=serie_5_pulje_6', p2.headers)).json().pinned).toEqual([]);
  });

  it('refuses pinning to a player, and bad pin bodies', async () => {
    const msg = (
      await post('/api/chat/messages', p2.headers, { channel: 'serie_5_pulje_6', message: 'Pin mig' })
    ).json();
    expect((await post(`/api/chat/messages/${msg.id}/pin`, p2.headers, { pinned: true })).statusCode).toBe(
      403,
    );
    expect((await post(`/api/chat/messages/${msg.id}/pin`, coach.headers, { pinned: 'ja' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/chat/messages/99999/pin', coach.headers, { pinned: true })).statusCode).toBe(
      404,
    );
    expect((await get('/api/chat/messages?channel=serie_5_pulje_6', p2.headers)).json().pinned).toEqual([]);
  });
});

describe('polls', () => {
  it('a coach creates a poll, players vote once each and can change their vote', async () => {
    const created = await post('/api/chat/polls', coach.headers, {
      channel: 'serie_5_pulje_6',
      question: 'Hvornår træner vi?',
      options: ['Tirsdag', 'Torsdag'],
    });
    expect(created.statusCode).toBe(200);
    const poll = created.json().poll;
    expect(poll).toMatchObject({
      options: ['Tirsdag', 'Torsdag'],
      counts: [0, 0],
      myVote: null,
      isActive: true,
    });
    const v1 = await post(`/api/chat/polls/${poll.id}/vote`, p2.headers, { optionIndex: 0 });
    expect(v1.json().poll).toMatchObject({ counts: [1, 0], myVote: 0, totalVotes: 1 });
    const v2 = await post(`/api/chat/polls/${poll.id}/vote`, p2.headers, { optionIndex: 1 });
    expect(v2.json().poll).toMatchObject({ counts: [0, 1], myVote: 1, totalVotes: 1 });
    const v3 = await post(`/api/chat/polls/${poll.id}/vote`, coach.headers, { optionIndex: 1 });
    expect(v3.json().poll).toMatchObject({ counts: [0, 2], myVote: 1, totalVotes: 2 });
    const seen = (await get('/api/chat/messages?channel=serie_5_pulje_6', p2.headers))
      .json()
      .messages.find((m: { poll: { id: number } | null }) => m.poll?.id === poll.id);
    expect(seen.poll).toMatchObject({ counts: [0, 2], myVote: 1 });
  });

  it.each([
    [
      { channel: 'club', question: 'Q', options: ['Kun én'] },
      'En afstemning skal have mellem 2 og 10 svarmuligheder',
    ],
    [
      { channel: 'club', question: 'Q', options: Array.from({ length: 11 }, (_, i) => `o${i}`) },
      'En afstemning skal have mellem 2 og 10 svarmuligheder',
    ],
    [{ channel: 'club', question: '', options: ['a', 'b'] }, 'Skriv et spørgsmål'],
    [{ channel: 'club', question: 'Q', options: ['a', ''] }, 'Svarmuligheder må ikke være tomme'],
    [{ channel: 'club', question: 'Q', options: ['Ja', 'ja'] }, 'Svarmulighederne skal være forskellige'],
    [{ channel: 'club', question: 'Q', options: ['a', 'b'], team: 'x' }, 'Ukendt felt: team'],
  ])('refuses poll %j and saves nothing', async (payload, message) => {
    const before = await rowCounts();
    const res = await post('/api/chat/polls', coach.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a vote out of range, and a vote in another team’s channel', async () => {
    const poll = (
      await post('/api/chat/polls', coach.headers, {
        channel: 'serie_5_pulje_6',
        question: 'Q?',
        options: ['a', 'b'],
      })
    ).json().poll;
    const before = await rowCounts();
    const bad = await post(`/api/chat/polls/${poll.id}/vote`, p2.headers, { optionIndex: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ugyldig svarmulighed');
    expect((await post(`/api/chat/polls/${poll.id}/vote`, p2.headers, { optionIndex: -1 })).statusCode).toBe(
      400,
    );
    expect((await post(`/api/chat/polls/${poll.id}/vote`, p1.headers, { optionIndex: 0 })).statusCode).toBe(
      403,
    );
    expect((await post('/api/chat/polls/424242/vote', p1.headers, { optionIndex: 0 })).statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('unread and mute', () => {
  it('counts others’ messages newer than the last read time and clears on read', async () => {
    const reader = await userIn('herresenior_2_pulje_5');
    const writer = await userIn('herresenior_2_pulje_5');
    await post('/api/chat/channels/herresenior_2_pulje_5/read', reader.headers, {});
    await new Promise((r) => setTimeout(r, 5));
    await post('/api/chat/messages', writer.headers, { channel: 'herresenior_2_pulje_5', message: 'a' });
    await post('/api/chat/messages', writer.headers, { channel: 'herresenior_2_pulje_5', message: 'b' });
    await post('/api/chat/messages', reader.headers, {
      channel: 'herresenior_2_pulje_5',
      message: 'mit eget',
    });
    const unread = async () =>
      (await get('/api/chat/channels', reader.headers))
        .json()
        .find((c: { id: string }) => c.id === 'herresenior_2_pulje_5').unread;
    expect(await unread()).toBe(2);
    expect((await post('/api/chat/channels/herresenior_2_pulje_5/read', reader.headers, {})).statusCode).toBe(
      200,
    );
    expect(await unread()).toBe(0);
    expect((await post('/api/chat/channels/serie_3_pulje_5/read', reader.headers, {})).statusCode).toBe(403);
  });

  it('a channel never read counts from when the person joined, at most 30 days back, not the whole history', async () => {
    const day = 24 * 60 * 60 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    const writer = await buildUser(t.deps.db, { role: 'coach', team: 'motionsholdet' });
    await t.deps.db.insert(chatMessages).values([
      { userId: writer.id, team: 'motionsholdet', message: 'for 90 dage siden', createdAt: ago(90) },
      { userId: writer.id, team: 'motionsholdet', message: 'for 40 dage siden', createdAt: ago(40) },
      { userId: writer.id, team: 'motionsholdet', message: 'for 10 dage siden', createdAt: ago(10) },
      { userId: writer.id, team: 'motionsholdet', message: 'i går', createdAt: ago(1) },
    ]);
    const unreadFor = async (createdDaysAgo: number) => {
      const u = await buildUser(t.deps.db, {
        role: 'player',
        team: 'motionsholdet',
        createdAt: ago(createdDaysAgo),
      });
      const res = await get('/api/chat/channels', await t.authFor(u.id));
      return res.json().find((c: { id: string }) => c.id === 'motionsholdet').unread;
    };
    // Joined 5 days ago: only what came after.
    expect(await unreadFor(5)).toBe(1);
    // A member for a year who never opened it: the last 30 days.
    expect(await unreadFor(365)).toBe(2);
  });

  it('mutes and unmutes a channel', async () => {
    const put = (muted: unknown) =>
      t.request({
        method: 'PUT',
        url: '/api/chat/channels/club/mute',
        headers: p1.headers,
        payload: { muted },
      });
    expect((await put(true)).statusCode).toBe(200);
    expect((await get('/api/chat/channels', p1.headers)).json()[0]).toMatchObject({
      id: 'club',
      muted: true,
    });
    expect((await put('nej')).statusCode).toBe(400);
    await put(false);
    expect((await get('/api/chat/channels', p1.headers)).json()[0].muted).toBe(false);
  });
});

describe('pictures, files and voice messages', () => {
  const put = (uploadURL: string, body: Buffer, contentType: string) =>
    t.request({ method: 'PUT', url: uploadURL, payload: body, headers: { 'content-type': contentType } });
  async function upload(
    user: { headers: Record<string, string> },
    kind: 'image' | 'file' | 'audio',
    body: Buffer,
    contentType: string,
  ) {
    const res = await post('/api/chat/uploads', user.headers, { kind, contentType, size: body.length });
    expect(res.statusCode).toBe(200);
    const { uploadURL, path } = res.json();
    expect((await put(uploadURL, body, contentType)).statusCode).toBe(200);
    return path as string;
  }

  it('posts a picture (re-encoded), a PDF and a voice message with its duration', async () => {
    const png = await (await import('../uploads/test-images')).pngImage(80, 60);
    const image = await upload(p1, 'image', png, 'image/png');
    const res = await post('/api/chat/messages', p1.headers, {
      channel: 'club',
      messageType: 'image',
      fileUrl: image,
      fileName: 'holdet.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ messageType: 'image', fileUrl: image, fileName: 'holdet.png' });
    expect(res.json().fileSize).toBeGreaterThan(0);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const file = await upload(p1, 'file', pdf, 'application/pdf');
    expect(
      (
        await post('/api/chat/messages', p1.headers, {
          channel: 'club',
          messageType: 'file',
          fileUrl: file,
          fileName: 'kørsel.pdf',
        })
      ).json(),
    ).toMatchObject({ messageType: 'file', fileSize: pdf.length });

    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(200, 1)]);
    const voice = await upload(p1, 'audio', webm, 'audio/webm');
    const v = await post('/api/chat/messages', p1.headers, {
      channel: 'club',
      messageType: 'audio',
      fileUrl: voice,
      fileName: 'talebesked.webm',
      duration: 7,
    });
    expect(v.statusCode).toBe(200);
    expect(v.json()).toMatchObject({ messageType: 'audio', duration: 7 });
  });

  it('serves a chat file only to those who can read its channel (before posting: only the uploader)', async () => {
    const png = await (await import('../uploads/test-images')).pngImage(30, 30);
    const image = await upload(p1, 'image', png, 'image/png');
    const pdf = await upload(p1, 'file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const status = async (path: string, who: { headers: Record<string, string> }) =>
      (await get(path, who.headers)).statusCode;
    // Not posted yet: the uploader's own.
    expect(await status(image, p1)).toBe(200);
    expect(await status(image, p1b)).toBe(403);
    await post('/api/chat/messages', p1.headers, {
      channel: 'serie_3_pulje_5',
      messageType: 'image',
      fileUrl: image,
      fileName: 'taktik.png',
    });
    expect(await status(image, p1b)).toBe(200);
    expect(await status(image, await t.roleUser('board'))).toBe(200);
    // Another team's coach reads that team's chat no more than its players do (D20).
    expect(await status(image, coach)).toBe(403);
    const other = await status(image, p2);
    expect(other).toBe(403);
    expect((await get(image, p2.headers)).json().message).toBe('Du har ikke adgang til denne fil');
    expect(await status(image, member)).toBe(403);
    expect((await t.request({ method: 'GET', url: image })).statusCode).toBe(401);
    // Posted in the club channel: everyone with chat.
    await post('/api/chat/messages', p1.headers, {
      channel: 'club',
      messageType: 'file',
      fileUrl: pdf,
      fileName: 'info.pdf',
    });
    expect(await status(pdf, p2)).toBe(200);
    expect(await status(pdf, member)).toBe(200);
  });

  it('answers byte ranges (206) so Safari plays voice messages', async () => {
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(300, 2)]);
    const voice = await upload(p1, 'audio', webm, 'audio/webm');
    await post('/api/chat/messages', p1.headers, {
      channel: 'serie_3_pulje_5',
      messageType: 'audio',
      fileUrl: voice,
      fileName: 'talebesked.webm',
      duration: 3,
    });
    const whole = await get(voice, p1b.headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(webm.length);
    const first = await t.request({
      method: 'GET',
      url: voice,
      headers: { ...p1b.headers, range: 'bytes=0-1' },
    });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1/${webm.length}`);
    expect(first.headers['content-type']).toBe('audio/webm');
    expect([...first.rawPayload]).toEqual([0x1a, 0x45]);
    const tail = await t.request({
      method: 'GET',
      url: voice,
      headers: { ...p1b.headers, range: 'bytes=-4' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(webm.subarray(webm.length - 4));
    const beyond = await t.request({
      method: 'GET',
      url: voice,
      headers: { ...p1b.headers, range: `bytes=${webm.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${webm.length}`);
    // The range is no way around the channel check.
    const outsider = await t.request({
      method: 'GET',
      url: voice,
      headers: { ...p2.headers, range: 'bytes=0-1' },
    });
    expect(outsider.statusCode).toBe(403);
  });

  it('refuses someone else’s upload, a missing one, wrong types and sizes; nothing is posted', async () => {
    const png = await (await import('../uploads/test-images')).pngImage(20, 20);
    const theirs = await upload(p1b, 'image', png, 'image/png');
    const before = await rowCounts();
    const stolen = await post('/api/chat/messages', p1.headers, {
      channel: 'club',
      messageType: 'image',
      fileUrl: theirs,
      fileName: 'x.png',
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('Billedet blev ikke fundet. Upload det igen.');
    const missing = await post('/api/chat/messages', p1.headers, {
      channel: 'club',
      messageType: 'file',
      fileUrl: '/objects/uploads/ABCDEFGHIJKLMNOPQRSTUVWX',
      fileName: 'x.pdf',
    });
    expect(missing.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
    expect(
      (await post('/api/chat/uploads', p1.headers, { kind: 'file', contentType: 'text/html', size: 10 }))
        .statusCode,
    ).toBe(415);
    const big = await post('/api/chat/uploads', p1.headers, {
      kind: 'file',
      contentType: 'application/pdf',
      size: 10 * 1024 * 1024 + 1,
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Filen er for stor. Den må højst være 10 MB');
    expect(
      (
        await post('/api/chat/uploads', p1.headers, {
          kind: 'audio',
          contentType: 'application/pdf',
          size: 10,
        })
      ).json().message,
    ).toBe('Talebeskeden skal være en lydfil');
  });
});
