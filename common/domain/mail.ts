/** Every kind of mail the app sends (E1). */
export const MAIL_KINDS = [
  'password_reset',
  'invitation',
  'receipt',
  'kontingent_reminder',
  'announcement',
  'email_change',
  'sign_in_link',
  /** Told at once: a password set by staff, guessing that keeps new browsers out. */
  'security_notice',
  /** Arrangementer (decision 108): offers from the waiting list, changes, cancellations and reminders. */
  'arrangement',
  /** A match DBU moved (decision 109), to the players who answered or were picked. */
  'match_changed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Mails a person may turn off (Profil → E-mails); receipts and security mails are always sent. */
export const OPTIONAL_MAIL_KINDS = [
  'kontingent_reminder',
  'announcement',
  'arrangement',
  'match_changed',
] as const satisfies readonly MailKind[];
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

export const isOptionalMailKind = (kind: string): kind is OptionalMailKind =>
  (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);

/** How the optional kinds are named on Profil and on the unsubscribe page. */
export const OPTIONAL_MAIL_LABELS: Record<OptionalMailKind, string> = {
  kontingent_reminder: 'Påmindelser om kontingent',
  announcement: 'Vigtige opslag',
  arrangement: 'Arrangementer',
  match_changed: 'Ændrede kampe',
};

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'outbox', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The link a mail carries, named by its request instead of written into the text: the token is
 * minted when the mail is handed to the mail server (decision 094). 'recovery' is a row of
 * recovery_links; 'registration' a personal token under a generated registration link.
 */
export interface MailLinkRef {
  issuer: 'recovery' | 'registration';
  id: number;
}

/**
 * Invitations by mail to addresses the club does not have, per sender and Copenhagen day (S21):
 * enough for a whole club moving in, never a spam cannon.
 */
export const INVITATION_MAILS_PER_DAY = { coach: 200, board: 500, admin: 500 } as const;
