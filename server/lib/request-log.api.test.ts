import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createDeps } from '../app-deps';
import { loadConfig } from '../config/config';
import { ensureClub } from '../db/seed/ensure-club';
import { hashToken, newToken } from './tokens';
import { sessionExpiry } from '../core/sessions/session-policy';
import { buildUser } from '../test/factories';
import { openTestDatabase } from '../test/test-database';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('masks token path segments and secret query parameters, keeps the rest', () => {
    expect(redactUrl('/api/calendar/feed/abcDEF_123-x.ics')).toBe('/api/calendar/feed/[REDACTED]');
    expect(redactUrl('/api/calendar/feed/abc.ics?x=1')).toBe('/api/calendar/feed/[REDACTED]?[REDACTED]');
    expect(redactUrl('/register/player?token=s3cr3t')).toBe('/register/player?token=[REDACTED]');
    expect(redactUrl('/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded')).toBe(
      '/payment-success?payment_intent=[REDACTED]&payment_intent_client_secret=[REDACTED]&redirect_status=succeeded',
    );
    expect(redactUrl('/api/payment-success?SESSION_ID=cs_1')).toBe('/api/payment-success?SESSION_ID=[REDACTED]');
    expect(redactUrl('/x?tok%65n=abc&%zz=1')).toBe('/x?tok%65n=[REDACTED]&[REDACTED]');
    expect(redactUrl('/api/matches?before=2026-01-01')).toBe('/api/matches?before=2026-01-01');
  });

  it('shows only query parameters known to be harmless; any other is hidden, name and all (F10)', () => {
    expect(redactUrl('/api/user?access_token=eyJSECRET')).toBe('/api/user?[REDACTED]');
    expect(redactUrl('/api/user?eyJSECRET')).toBe('/api/user?[REDACTED]');
    expect(redactUrl('/api/chat/messages?channel=club&before=12&limit=30&api_key=k1')).toBe('/api/chat/messages?channel=club&before=12&limit=30&[REDACTED]');
    expect(redactUrl('/api/username-suggestion?firstName=Anna&lastName=%C3%98rsted')).toBe('/api/username-suggestion?[REDACTED]&[REDACTED]');
    expect(redactUrl('/abonnement?action=cancel')).toBe('/abonnement?action=cancel');
    expect(redactUrl('/x?')).toBe('/x?');
  });
});

describe('request log (S14)', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const database = await openTestDatabase();
    await ensureClub(database.db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'info' });
    const deps = await createDeps(config, database, {});
    app = await buildApp(deps, { logStream: { write: (line) => void lines.push(line) } });
    // A query that fails in the database with a value in its parameters and in PostgreSQL's message.
    app.get('/api/test-failing-query', { config: { policy: 'public' } }, async () => {
      await deps.db.execute(sql`select ${'SQLPARAM_SECRET42'}::int`);
      return {};
    });
    await app.ready();
    const user = await buildUser(database.db, { role: 'player' });
    const token = newToken();
    await deps.sessions.create({ id: hashToken(token), userId: user.id, persistent: false, expiresAt: sessionExpiry(false, new Date()) });
    headers = { authorization: `Bearer ${token}` };
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('logs requests without the calendar feed token, invitation tokens or payment return ids', async () => {
    const link = await app.inject({ method: 'POST', url: '/api/calendar/token', headers });
    const feedUrl = new URL(link.json<{ url: string }>().url).pathname;
    const feedToken = feedUrl.split('/').pop()!.replace('.ics', '');
    expect((await app.inject({ method: 'GET', url: feedUrl })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/validate-registration-token?token=INVITESECRET42' });
    await app.inject({ method: 'GET', url: '/api/payment-success?session_id=pi_SESSIONSECRET42' });
    await app.inject({
      method: 'GET',
      url: '/payment-success?payment_intent=pi_INTENTSECRET42&payment_intent_client_secret=pi_INTENTSECRET42_secret_CLIENTSECRET42&redirect_status=succeeded',
    });

    const log = lines.join('');
    // The requests were logged, with their URLs…
    expect(log).toContain('/api/calendar/feed/[REDACTED]');
    expect(log).toContain('/api/validate-registration-token?token=[REDACTED]');
    expect(log).toContain('redirect_status=succeeded');
    // …but no secret.
    expect(log).not.toContain(feedToken);
    expect(log).not.toContain('INVITESECRET42');
    expect(log).not.toContain('SESSIONSECRET42');
    expect(log).not.toContain('INTENTSECRET42');
    expect(log).not.toContain('CLIENTSECRET42');
    expect(log).not.toContain(headers.authorization!.slice('Bearer '.length));
  });

  it('logs a token sent in an unknown query parameter without the token (F10)', async () => {
    const token = headers.authorization!.slice('Bearer '.length);
    await app.inject({ method: 'GET', url: `/api/user?access_token=${token}&channel=club` });
    const log = lines.join('');
    expect(log).toContain('/api/user?[REDACTED]&channel=club');
    expect(log).not.toContain(token);
  });

  it('logs a failed query without its parameters (F8)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SQLPARAM');
    const logged = lines.filter((line) => line.includes('unhandled error'));
    expect(logged).toHaveLength(1);
    // The query and the database's error code stay, for whoever reads the log…
    expect(logged[0]).toContain('select $1::int');
    expect(logged[0]).toContain('22P02');
    // …but no value the query was given.
    expect(logged[0]).not.toContain('SQLPARAM_SECRET42');
  });
});
