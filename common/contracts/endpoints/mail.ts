import type { LoginResponse } from '../auth';
import type {
  EmailChangeConfirm,
  EmailChangeConfirmed,
  InvitationEmailRequest,
  InvitationEmailResponse,
  MailPreferences,
  OutboxResponse,
  ReceiptSettings,
  ResendReceiptResponse,
  PasswordResetConfirm,
  PasswordResetRequest,
  PasswordResetRequestResponse,
  UnsubscribeBody,
  UnsubscribeInfo,
  UnsubscribeQuery,
  UnsubscribeResponse,
} from '../mail';
import { get, post, put } from '../endpoint';

/** E-mail (E2): the outbox, unsubscribing, the person's choices, invitations by mail, Glemt adgangskode. */
export const mailEndpoints = {
  outbox: get<OutboxResponse>()('/api/admin/mails'),
  unsubscribeInfo: get<UnsubscribeInfo, undefined, UnsubscribeQuery>()('/api/mail/unsubscribe'),
  /** The page posts no body; a mail client's one-click unsubscribe (RFC 8058) posts the form. */
  unsubscribe: post<UnsubscribeResponse, UnsubscribeBody, UnsubscribeQuery>()('/api/mail/unsubscribe'),
  preferences: get<MailPreferences>()('/api/user/mail-preferences'),
  updatePreferences: put<MailPreferences, MailPreferences>()('/api/user/mail-preferences'),
  sendInvitation: post<InvitationEmailResponse, InvitationEmailRequest>()('/api/invitations/email'),
  requestPasswordReset: post<PasswordResetRequestResponse, PasswordResetRequest>()(
    '/api/password-reset/request',
  ),
  /** 'Send kvittering igen' on Betalinger. */
  resendReceipt: post<ResendReceiptResponse>()('/api/payments/:id/receipt'),
  receiptSettings: get<ReceiptSettings>()('/api/admin/receipt-settings'),
  updateReceiptSettings: put<ReceiptSettings, ReceiptSettings>()('/api/admin/receipt-settings'),
  /** The link sent to a new e-mail address. */
  confirmEmailChange: post<EmailChangeConfirmed, EmailChangeConfirm>()('/api/email-change/confirm'),
  confirmPasswordReset: post<LoginResponse, PasswordResetConfirm>()('/api/password-reset/confirm'),
};
