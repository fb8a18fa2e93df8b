/**
 * Links that get someone into an account (S18, S20): what each is for and how long it lives.
 * Every one is single-use and ends with any password change, an e-mail change and "Log ud overalt".
 */
export const RECOVERY_PURPOSES = ['password_reset', 'email_change', 'sign_in', 'invitation'] as const;
export type RecoveryPurpose = (typeof RECOVERY_PURPOSES)[number];

const MINUTE = 60 * 1000;

/** A personal invitation works this many days from the first mail (decision 101). */
export const PERSONAL_INVITATION_DAYS = 14;
/** The reminders of a personal invitation: days after the first mail (decision 101). */
export const PERSONAL_INVITATION_REMINDER_DAYS = [3, 7] as const;

/** How long a link lives from the moment it is asked for. */
export const RECOVERY_VALIDITY_MS: Record<RecoveryPurpose, number> = {
  password_reset: 30 * MINUTE,
  email_change: 24 * 60 * MINUTE,
  sign_in: 15 * MINUTE,
  /** A personal invitation (decision 101): 14 days from the first one; later links end with it. */
  invitation: PERSONAL_INVITATION_DAYS * 24 * 60 * MINUTE,
};

/** The app's page each link opens. */
export const RECOVERY_PAGE: Record<RecoveryPurpose, string> = {
  password_reset: '/reset-password',
  email_change: '/confirm-email',
  sign_in: '/login-link',
  invitation: '/invitation',
};
