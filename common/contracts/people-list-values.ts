/**
 * The people lists' plain values, in a module without zod (as plain-values.ts, P6): screens read
 * these; people-list.ts builds the query's schema from them for the server (decision 103).
 */

/** Rows per page ('Vis flere' asks for the next). */
export const PEOPLE_PAGE_SIZE = 50;
/** The most one request may ask for: a whole club's matching people for a pick list, still bounded (P7). */
export const PEOPLE_PAGE_MAX = 5000;

export const PEOPLE_SORT_KEYS = ['name', 'role', 'team', 'membership', 'paid', 'lastPayment'] as const;
export type PeopleSortKey = (typeof PEOPLE_SORT_KEYS)[number];
export const PAYMENT_STATES = ['outstanding', 'paid', 'none'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** The team filter's values besides a team's code: people without a team, people with any team. */
export const NO_TEAM = '-';
export const ANY_TEAM = '+';
