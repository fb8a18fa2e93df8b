import { roleLabel } from '@common/domain/roles';
import { foldForSearch, searchWords } from '@common/domain/search-fold';
import {
  NO_TEAM,
  PAYMENT_STATES,
  PEOPLE_SORT_KEYS as SORT_KEYS,
  type PaymentState,
  type PeopleSortKey as SortKey,
} from '@common/contracts/people-list-values';

/**
 * The admin people lists' filters as the URL carries them (Spillere, Medlemmer, Kontingent's
 * picker). Spillere and Medlemmer ask the server with them (use-people-pages.ts, decision 103);
 * Kontingent's picker holds everyone in the caller's reach and filters and sorts here.
 */
export interface ListablePerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  role: string;
  username?: string;
  phoneNumber?: string | null;
  position?: string | null;
  team?: string | null;
  membershipStatus?: 'active' | 'inactive';
  totalPayments?: number;
  pendingPayments?: number;
  lastPayment?: string | null;
}

// One set of sort keys, payment states and team values with the server's query (decision 103).
export { PEOPLE_SORT_KEYS as SORT_KEYS, PAYMENT_STATES, NO_TEAM } from '@common/contracts/people-list-values';
export type { PeopleSortKey as SortKey, PaymentState } from '@common/contracts/people-list-values';
export type SortDir = 'asc' | 'desc';

export interface ListFilters {
  q: string;
  /** A team code; '-' for people without a team; '' for all. */
  team: string;
  role: string;
  membership: '' | 'active' | 'inactive';
  payment: '' | PaymentState;
  sort: SortKey;
  dir: SortDir;
}

export const DEFAULT_FILTERS: ListFilters = {
  q: '',
  team: '',
  role: '',
  membership: '',
  payment: '',
  sort: 'name',
  dir: 'asc',
};

export const PAYMENT_LABELS: Record<PaymentState, string> = {
  outstanding: 'Har udestående',
  paid: 'Betalt',
  none: 'Ingen betalinger',
};

/** Outstanding first: someone who paid before but owes now owes. */
export function paymentState(p: ListablePerson): PaymentState {
  if ((p.pendingPayments ?? 0) > 0) return 'outstanding';
  return (p.totalPayments ?? 0) > 0 ? 'paid' : 'none';
}

/**
 * The search Spillere and Medlemmer ask the server (decision 103), here for Kontingent's picker,
 * which holds everyone in its reach: each word of the query starts a word of the name, e-mail,
 * position, username or phone, folded alike (Søren = Soren = Soeren).
 */
export function matchesQuery(p: ListablePerson, query: string): boolean {
  if (!query.trim()) return true;
  const words = searchWords(query);
  if (words.length === 0) return false;
  const own = foldForSearch(
    [p.firstName, p.lastName, p.email ?? '', p.position ?? '', p.username ?? '', (p.phoneNumber ?? '').replace(/\D/g, '')].join(' '),
  ).split(' ');
  return words.every((w) => own.some((o) => o.startsWith(w)));
}

export function matchesFilters(p: ListablePerson, f: ListFilters): boolean {
  if (f.team && (f.team === NO_TEAM ? p.team : p.team !== f.team)) return false;
  // 'Spiller' includes unpaid invitees (Ikke betalt), as the team statistics count them.
  if (f.role && p.role !== f.role && !(f.role === 'player' && p.role === 'none')) return false;
  if (f.membership && p.membershipStatus !== f.membership) return false;
  if (f.payment && paymentState(p) !== f.payment) return false;
  return matchesQuery(p, f.q);
}

const collator = new Intl.Collator('da', { sensitivity: 'base' });
const fullName = (p: ListablePerson) => `${p.firstName} ${p.lastName}`;

function compare(
  a: ListablePerson,
  b: ListablePerson,
  key: SortKey,
  teamName: (code: string | null | undefined) => string,
): number {
  switch (key) {
    case 'name':
      return 0;
    case 'role':
      return collator.compare(roleLabel(a.role), roleLabel(b.role));
    case 'team':
      return collator.compare(teamName(a.team), teamName(b.team));
    case 'membership':
      return (a.membershipStatus === 'active' ? 0 : 1) - (b.membershipStatus === 'active' ? 0 : 1);
    case 'paid':
      return (a.totalPayments ?? 0) - (b.totalPayments ?? 0);
    case 'lastPayment':
      return (a.lastPayment ?? '').localeCompare(b.lastPayment ?? '');
  }
}

/** Filtered and sorted; ties (and the 'name' key) fall back to the name, then the id, so the order is stable. */
export function applyFilters<T extends ListablePerson>(
  rows: readonly T[],
  f: ListFilters,
  teamName: (code: string | null | undefined) => string = (code) => code ?? '',
): T[] {
  const sign = f.dir === 'desc' ? -1 : 1;
  return rows
    .filter((p) => matchesFilters(p, f))
    .sort((a, b) => {
      const primary = compare(a, b, f.sort, teamName);
      if (primary !== 0) return sign * primary;
      const byName = collator.compare(fullName(a), fullName(b)) || a.id - b.id;
      return f.sort === 'name' ? sign * byName : byName;
    });
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The filters a URL carries (unknown values fall back to the defaults, so an old link still opens). */
export function readFilters(params: URLSearchParams): ListFilters {
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    team: (params.get('team') ?? '').slice(0, 60),
    role: (params.get('role') ?? '').slice(0, 20),
    membership: oneOf(params.get('membership'), ['', 'active', 'inactive'] as const, ''),
    payment: oneOf(params.get('payment'), ['', ...PAYMENT_STATES] as const, ''),
    sort: oneOf(params.get('sort'), SORT_KEYS, 'name'),
    dir: oneOf(params.get('dir'), ['asc', 'desc'] as const, 'asc'),
  };
}

/** Writes the filters into the URL's parameters, leaving out defaults and keeping other parameters. */
export function writeFilters(params: URLSearchParams, f: ListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof ListFilters)[]) {
    const value = f[key];
    if (value === DEFAULT_FILTERS[key]) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** How many filters (besides search and sort) narrow the list: for 'Nulstil filtre'. */
export const activeFilterCount = (f: ListFilters) =>
  [f.team, f.role, f.membership, f.payment].filter(Boolean).length;
