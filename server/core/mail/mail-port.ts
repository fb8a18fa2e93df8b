/** One finished mail as the transport sends it: Danish text and HTML, already rendered and escaped. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The sender's name, "<short name> KlubApp" (decision 105), used when MAIL_FROM gives only an address. */
  fromName?: string;
}

/**
 * The mail port (E1). The production adapter speaks SMTP (smtp-transport.ts); without
 * SMTP_URL there is no transport and mails stay in the database's outbox.
 */
export interface MailTransport {
  readonly kind: 'smtp';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A send that did not go through. `temporary`: the server said try later (4xx) or could not be
 * reached; the queue tries again with back-off. Otherwise (5xx) the mail is marked failed at once.
 */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
  }
}
