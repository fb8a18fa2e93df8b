/**
 * What the member's history on Medlemmer and the person's own data export list about an account's
 * security (S20), with the Danish line each shows.
 */
export const ACCOUNT_EVENT_KINDS = [
  'password_changed',
  'password_reset',
  'password_set_by_staff',
  'email_change_requested',
  'email_changed',
  'logged_out_everywhere',
  'signed_in_by_link',
  'sign_in_attack',
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

export const ACCOUNT_EVENT_LABELS: Record<AccountEventKind, string> = {
  password_changed: 'Skiftede selv adgangskode',
  password_reset: 'Valgte ny adgangskode med et link fra Glemt adgangskode',
  password_set_by_staff: 'Adgangskoden blev sat af klubben',
  email_change_requested: 'Bad om ny email',
  email_changed: 'Ny email bekræftet',
  logged_out_everywhere: 'Loggede ud overalt',
  signed_in_by_link: 'Loggede ind med et link fra en email',
  sign_in_attack: 'Mange forkerte loginforsøg: nye enheder holdt ude',
};
