import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it, parsed. */
export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Waits until a mail to `to` (case-insensitive) has arrived (polling; the test's own timeout bounds it). */
  waitFor(to: string, count?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package), so mail tests go through
 * the whole protocol. Recipients starting with 'temp-fail' get 451 (try later), 'perm-fail' 550.
 */
export async function startTestSmtpServer(
  options: { onMail?: (mail: ReceivedMail, count: number) => void } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('temp-fail'))
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      if (address.address.startsWith('perm-fail'))
        return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            const mail = { envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed, raw };
            received.push(mail);
            options.onMail?.(mail, received.length);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, count = 1) {
      for (;;) {
        const mails = received.filter((m) =>
          m.envelopeTo.some((address) => address.toLowerCase() === to.toLowerCase()),
        );
        if (mails.length >= count) return mails[count - 1]!;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
