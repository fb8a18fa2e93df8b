import nodemailer from 'nodemailer';
import { MailSendError, type MailTransport, type OutgoingMail } from '../../core/mail/mail-port';

/** What nodemailer's errors carry: the SMTP reply code when the server answered, a code like ECONNREFUSED otherwise. */
interface SmtpErrorShape {
  responseCode?: number;
  code?: string;
  message?: string;
}

/** 4xx and every failure to talk to the server at all are worth another try; 5xx is final (RFC 5321 §4.2.1). */
export function classifySmtpError(error: unknown): MailSendError {
  const e = (error ?? {}) as SmtpErrorShape;
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const temporary = code === undefined || (code >= 400 && code < 500);
  // The server's reply, never the URL with its password.
  const message = `${code ?? e.code ?? 'error'}: ${String(e.message ?? 'unknown').slice(0, 300)}`;
  return new MailSendError(message, temporary);
}

/** The production adapter: SMTP through nodemailer (STARTTLS when the server offers it, TLS for smtps://). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      try {
        await transporter.sendMail({
          // MAIL_FROM with a name of its own keeps it; a bare address gets the club's product name.
          from: mail.fromName && !from.includes('<') ? { name: mail.fromName, address: from } : from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    close() {
      transporter.close();
    },
  };
}

export function createMailTransport(config: {
  mail: { smtpUrl?: string; from: string };
}): MailTransport | null {
  return config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, config.mail.from) : null;
}
