import { isOptionalMailKind, type MailKind } from '@common/domain/mail';
import type { Db } from '../../db/database';
import type { MailTransport } from '../../integrations/mail/mail-port';
import { mailQueueRepository, type NewMailRow } from './mail-queue.repository';
import { renderMail, type MailContent } from './render';
import { sendDueMails, type MailLog } from './send-due-mails';
import { unsubscribeToken } from './unsubscribe-token';

/** One mail to queue: who, for which event, and what it says. */
export interface MailRequest {
  kind: MailKind;
  /** Names the event: the same (kind, event key, recipient) is only ever queued once. */
  eventKey: string;
  to: string;
  /** The member it is for, if any: optional mails are checked against their choices. */
  userId?: number | null;
  content: MailContent;
}

/**
 * The mail channel as every area uses it (issue 13): `enqueue` renders and queues mails in one
 * statement and then sends them at once in this process, so flows are immediate; the scheduled
 * run (sendDueMails) retries what did not go. Optional kinds get the List-Unsubscribe headers
 * and a signed one-click link, and are skipped for people who turned them off.
 */
export class MailQueue {
  private running: Promise<unknown> = Promise.resolve();
  private log: MailLog | undefined;
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Db,
    readonly transport: MailTransport | null,
    private readonly options: { publicBase: string; logOutbox: boolean; now: () => Date },
  ) {}

  useLogger(log: MailLog) {
    this.log = log;
  }

  /** The site's address for links in mails: PUBLIC_URL, never the Host header a caller sent. */
  link(path: string): string {
    return `${this.options.publicBase}${path}`;
  }

  /** Queues the mails (all or none) and starts sending. Returns how many were new. */
  async enqueue(requests: MailRequest[]): Promise<number> {
    const repo = mailQueueRepository(this.db);
    const clubName = await repo.clubName();
    const rows: NewMailRow[] = [];
    for (const request of requests) {
      let unsubscribeUrl: string | undefined;
      const headers: Record<string, string> = {};
      if (isOptionalMailKind(request.kind) && request.userId) {
        if (await repo.isOptedOut(request.userId, request.kind)) continue;
        this.key ??= repo.unsubscribeKey();
        const token = unsubscribeToken(await this.key, request.userId, request.kind);
        unsubscribeUrl = this.link(`/unsubscribe?token=${encodeURIComponent(token)}`);
        headers['List-Unsubscribe'] =
          `<${this.link(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`)}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      const rendered = renderMail(clubName, request.content, unsubscribeUrl);
      rows.push({
        kind: request.kind,
        eventKey: request.eventKey,
        recipient: request.to,
        userId: request.userId ?? null,
        ...rendered,
        headers,
        nextAttemptAt: this.options.now(),
        createdAt: this.options.now(),
      });
    }
    const added = await repo.insertMany(rows);
    if (added > 0) this.kick();
    return added;
  }

  /** Sends what is due now, after any run already going (one at a time in this process). */
  kick(): Promise<unknown> {
    this.running = this.running
      .then(() =>
        sendDueMails({
          db: this.db,
          transport: this.transport,
          now: this.options.now,
          log: this.log,
          logOutbox: this.options.logOutbox,
        }),
      )
      .catch((error: unknown) => this.log?.warn({ err: error }, 'sending mails failed'));
    return this.running;
  }

  /** Resolves when the sends started so far are done (shutdown, tests). */
  idle(): Promise<unknown> {
    return this.running;
  }
}

/** Where links in mails point: PUBLIC_URL, else this server as it listens (the demo). */
export function publicBase(config: { publicUrl?: string; host: string; port: number }): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
