/**
 * Links that get someone into an account (S18, S20): what each is for and how long it lives.
 * Every one is single-use and ends with any password change, an e-mail change and "Log ud overalt".
 */
export const RECOVERY_PURPOSES = ['password_reset', 'email_change', 'sign_in'] as const;
export type RecoveryPurpose = (typeof RECOVERY_PURPOSES)[number];

const MINUTE = 60 * 1000;

/** How long a link lives from the moment it is asked for. */
export const RECOVERY_VALIDITY_MS: Record<RecoveryPurpose, number> = {
  password_reset: 30 * MINUTE,
  email_change: 24 * 60 * MINUTE,
  sign_in: 15 * MINUTE,
};

/** The app's page each link opens. */
export const RECOVERY_PAGE: Record<RecoveryPurpose, string> = {
  password_reset: '/reset-password',
  email_change: '/confirm-email',
  sign_in: '/login-link',
};
