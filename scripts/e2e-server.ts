import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestSmtpServer } from '../server/test/smtp-server';

/**
 * The end-to-end server: the app on the demo club, with its mail going through a real local SMTP
 * server, so the journeys read links from the mail transport, as a member would from their inbox,
 * never from the outbox (decision 094). Every mail received is written to E2E_MAIL_DIR as JSON.
 */
const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? '.tmp/e2e-mails');
mkdirSync(mailDir, { recursive: true });
const smtp = await startTestSmtpServer({
  // Written whole, then renamed: a journey polling the folder never reads half a mail.
  onMail: (mail, n) => {
    const file = path.join(mailDir, `${String(n).padStart(5, '0')}.json`);
    writeFileSync(`${file}.part`, JSON.stringify({ to: mail.envelopeTo, subject: mail.parsed.subject, text: mail.parsed.text }));
    renameSync(`${file}.part`, file);
  },
});
const app = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SMTP_URL: smtp.url },
});
const stop = (signal: NodeJS.Signals) => () => app.kill(signal);
process.on('SIGINT', stop('SIGINT'));
process.on('SIGTERM', stop('SIGTERM'));
app.on('exit', (code) => {
  void smtp.close().finally(() => process.exit(code ?? 0));
});
