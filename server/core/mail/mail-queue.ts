import { isOptionalMailKind, type MailKind, type MailLinkRef } from '@common/domain/mail';
import type { Db } from '../../db/database';
import type { MailTransport } from './mail-port';
import { mailQueueRepository, type NewMailRow } from './mail-queue.repository';
import { renderMail, type MailContent } from './render';
import { sendDueMails, type MailLog } from './send-due-mails';
import { unsubscribeToken } from './unsubscribe-token';
import { MINTED_LINK, type LinkIssuer } from './minted-link';

export { MINTED_LINK, type LinkIssuer };

/** One mail to queue: who, for which event, and what it says. */
export interface MailRequest {
  kind: MailKind;
  /** Names the event: the same (kind, event key, recipient) is only ever queued once. */
  eventKey: string;
  /** Null for a person the club has no address for (decision 102): such a request is dropped. */
  to: string | null;
  /** The member it is for, if any: optional mails are checked against their choices. */
  userId?: number | null;
  content: MailContent;
  /**
   * The recovery or invitation link the mail carries, named by its request. The content's action
   * then has MINTED_LINK as its url; the token is minted when the mail goes.
   */
  link?: MailLinkRef;
}

/**
 * The mail channel as every area uses it (E1): `enqueue` renders and queues mails in one
 * statement and then sends them at once in this process, so flows are immediate; the scheduled
 * run (sendDueMails) retries what did not go. Optional kinds get the List-Unsubscribe headers
 * and a signed one-click link, and are skipped for people who turned them off.
 */
export class MailQueue {
  private running: Promise<unknown> = Promise.resolve();
  private log: MailLog | undefined;
  private key: Promise<Buffer> | undefined;
  private readonly issuers = new Map<MailLinkRef['issuer'], LinkIssuer>();

  constructor(
    private readonly db: Db,
    readonly transport: MailTransport | null,
    private readonly options: {
      publicBase: string;
      logOutbox: boolean;
      now: () => Date;
      /**
       * The embedded demo (no real people, the condition that turns the payment sandbox on by
       * itself): the outbox shows the links it keeps, so the flows can be tried without a mail server.
       */
      linksInOutbox: boolean;
    },
  ) {}

  /** Who mints the links of one kind of request (the recovery links, the registration invites). */
  issueLinksWith(issuer: MailLinkRef['issuer'], mint: LinkIssuer) {
    this.issuers.set(issuer, mint);
  }

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
      if (!request.to) continue;
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
      if (request.link && request.content.action?.url !== MINTED_LINK)
        throw new Error(`a link mail's action must be MINTED_LINK (${request.kind})`);
      const rendered = renderMail(clubName, request.content, unsubscribeUrl);
      rows.push({
        kind: request.kind,
        eventKey: request.eventKey,
        recipient: request.to,
        userId: request.userId ?? null,
        ...rendered,
        headers,
        link: request.link ?? null,
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
      .then(() => this.sendDue())
      .catch((error: unknown) => this.log?.warn({ err: error }, 'sending mails failed'));
    return this.running;
  }

  /**
   * One run of the sender (the scheduled job's work; kick() queues one): every due mail once,
   * link mails minted as they go. Answers how many mails it handled.
   */
  sendDue(): Promise<number> {
    return sendDueMails({
      db: this.db,
      transport: this.transport,
      now: this.options.now,
      publicBase: this.options.publicBase,
      log: this.log,
      logOutbox: this.options.logOutbox,
      linksInOutbox: this.options.linksInOutbox,
      mintLink: (ref, now) => {
        const mint = this.issuers.get(ref.issuer);
        if (!mint) throw new Error(`no issuer for ${ref.issuer} links`);
        return mint(ref.id, now);
      },
    });
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
