import { z } from 'zod';
import { MAIL_KINDS, MAIL_STATUSES, OPTIONAL_MAIL_KINDS } from '../domain/mail';
import { emailField } from './registration';

/** GET /api/admin/mails: Udgående e-mails in Systemindstillinger, newest first. */
export const outboxMail = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxResponse = z.object({
  /** 'smtp' when mails go to a mail server; 'outbox' when they stay here (no SMTP_URL). */
  transport: z.enum(['smtp', 'outbox']),
  mails: z.array(outboxMail),
  /** The embedded demo, where no real people are: the outbox shows the links of the mails it keeps. */
  linksShown: z.boolean(),
  /** Today's invitations to addresses the club does not have, per sender, against their ceiling (S21). */
  invitationsToday: z.array(z.object({ name: z.string(), count: z.number().int(), limit: z.number().int() })),
});
export type OutboxResponse = z.infer<typeof outboxResponse>;

/** The unsubscribe link's token: '<user>.<kind>.<signature>'. */
export const unsubscribeQuery = z.strictObject({
  token: z.string('Ugyldigt link').min(1, 'Ugyldigt link').max(200, 'Ugyldigt link'),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;
/** RFC 8058: the mail client posts 'List-Unsubscribe=One-Click' as a form; the page posts nothing. */
export const unsubscribeBody = z
  .strictObject({ 'List-Unsubscribe': z.literal('One-Click', 'Ugyldig forespørgsel').optional() })
  .nullish();
export type UnsubscribeBody = z.input<typeof unsubscribeBody>;
export const unsubscribeInfo = z.object({ kind: z.enum(OPTIONAL_MAIL_KINDS), label: z.string() });
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfo>;
export const unsubscribeResponse = z.object({ success: z.literal(true), label: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;

/** Profil → E-mails: which optional mails the person wants. */
export const mailPreferences = z.strictObject({
  kontingent_reminder: z.boolean('Vælg til eller fra'),
  announcement: z.boolean('Vælg til eller fra'),
  arrangement: z.boolean('Vælg til eller fra'),
  /** Added with the DBU sync (decision 109): a client that does not send it leaves it as it is. */
  match_changed: z.boolean('Vælg til eller fra').optional(),
});
export type MailPreferences = z.infer<typeof mailPreferences>;

/** POST /api/invitations/email: the link's token and up to 50 addresses. */
export const MAX_INVITATION_EMAILS = 50;
export const invitationEmailRequest = z.strictObject({
  token: z.string('Linket mangler').min(1, 'Linket mangler').max(200, 'Ugyldigt link'),
  emails: z
    .array(emailField, 'Skriv mindst én email')
    .min(1, 'Skriv mindst én email')
    .max(MAX_INVITATION_EMAILS, `Højst ${MAX_INVITATION_EMAILS} emails ad gangen`),
});
export type InvitationEmailRequest = z.infer<typeof invitationEmailRequest>;
export const invitationEmailResponse = z.object({
  sent: z.number().int(),
  alreadySent: z.number().int(),
  /** Addresses the club already has: they have a profile and get no invitation. */
  alreadyMembers: z.number().int(),
});
export type InvitationEmailResponse = z.infer<typeof invitationEmailResponse>;

/** Glemt adgangskode. */
export const PASSWORD_RESET_ANSWER =
  'Hvis vi kender dig, har vi sendt en e-mail med et link til at vælge en ny adgangskode.';
export const passwordResetRequest = z.strictObject({
  login: z
    .string('Skriv dit brugernavn eller din email')
    .trim()
    .min(1, 'Skriv dit brugernavn eller din email')
    .max(254, 'Skriv dit brugernavn eller din email'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;
export const passwordResetRequestResponse = z.object({ message: z.string() });
export type PasswordResetRequestResponse = z.infer<typeof passwordResetRequestResponse>;
export const passwordResetConfirm = z.strictObject({
  token: z
    .string('Linket er ugyldigt eller udløbet')
    .min(1, 'Linket er ugyldigt eller udløbet')
    .max(200, 'Linket er ugyldigt eller udløbet'),
  password: z
    .string()
    .min(1, 'Adgangskode er påkrævet')
    .min(6, 'Adgangskode skal være mindst 6 tegn')
    .max(200, 'Adgangskoden må højst være 200 tegn'),
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirm>;

/** POST /api/payments/:id/receipt: 'Send kvittering igen'. */
export const resendReceiptResponse = z.object({ success: z.literal(true), to: z.string() });
export type ResendReceiptResponse = z.infer<typeof resendReceiptResponse>;

/** The club's CVR number on receipts: 8 digits, or empty while the club has none. */
export const receiptSettings = z.strictObject({
  cvrNumber: z
    .string('CVR-nummer skal være 8 cifre')
    .trim()
    .regex(/^([0-9]{8})?$/, 'CVR-nummer skal være 8 cifre'),
});
export type ReceiptSettings = z.infer<typeof receiptSettings>;

/** POST /api/email-change/confirm: the link sent to a new e-mail address. */
export const emailChangeConfirm = z.strictObject({
  token: z.string().min(1, 'Linket er ugyldigt eller udløbet').max(200, 'Linket er ugyldigt eller udløbet'),
});
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirm>;
export const emailChangeConfirmed = z.object({ email: z.string() });
export type EmailChangeConfirmed = z.infer<typeof emailChangeConfirmed>;
