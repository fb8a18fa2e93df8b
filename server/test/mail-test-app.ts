import { afterAll, beforeAll } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server';
import { createTestApp, type TestApp } from './test-app';

/** The public address of the mail tests' app: the links in its mails start with it. */
export const MAIL_TEST_BASE = 'https://klub.example.dk';

/**
 * The app of a mail test: its mail goes through a real local SMTP server, its clock is `now`,
 * which the test moves. Registers its own beforeAll and afterAll; read `t` and `smtp` in tests.
 */
export function mailTestApp(start = new Date('2026-03-02T10:00:00Z')) {
  const app = {
    t: undefined as unknown as TestApp,
    smtp: undefined as unknown as TestSmtpServer,
    now: start,
  };
  beforeAll(async () => {
    app.smtp = await startTestSmtpServer();
    app.t = await createTestApp(
      { now: () => app.now },
      { SMTP_URL: app.smtp.url, PUBLIC_URL: MAIL_TEST_BASE },
    );
  });
  afterAll(async () => {
    await app.t.close();
    await app.smtp.close();
  });
  return app;
}

/** The token of the link to `page` ('/reset-password') in a mail's text. */
export function tokenInMail(text: string, page: string): string {
  const url = text.match(new RegExp(`${MAIL_TEST_BASE.replace(/\./g, '\\.')}${page}\\?token=\\S+`))?.[0];
  if (!url) throw new Error(`no link to ${page} in the mail`);
  return new URL(url).searchParams.get('token')!;
}
