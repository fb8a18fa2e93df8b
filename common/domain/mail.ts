/** Every kind of mail the app sends (issue 13). */
export const MAIL_KINDS = [
  'password_reset',
  'invitation',
  'receipt',
  'kontingent_reminder',
  'announcement',
  'email_change',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Mails a person may turn off (Profil → E-mails); receipts and security mails are always sent. */
export const OPTIONAL_MAIL_KINDS = [
  'kontingent_reminder',
  'announcement',
] as const satisfies readonly MailKind[];
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

export const isOptionalMailKind = (kind: string): kind is OptionalMailKind =>
  (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);

/** How the optional kinds are named on Profil and on the unsubscribe page. */
export const OPTIONAL_MAIL_LABELS: Record<OptionalMailKind, string> = {
  kontingent_reminder: 'Påmindelser om kontingent',
  announcement: 'Vigtige opslag',
};

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'outbox'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
