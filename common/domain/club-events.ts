import type { Role } from './roles';

/**
 * Arrangementer (decision 105): who is invited, what a place costs, and how places are counted.
 * Pure: the server decides with it, the client only shows by it.
 */

/** Who is invited: the whole club (every role but none), chosen teams, one role, or the supporter members. */
export type ClubEventAudience =
  | { kind: 'club' }
  | { kind: 'teams'; teams: string[] }
  | { kind: 'role'; role: 'player' | 'coach' | 'board' | 'admin' }
  | { kind: 'supporters' };

export interface ClubEventQuestion {
  id: string;
  text: string;
  choices: string[];
}

/** The supporter member's role: the one the membership card promises 'Rabat på arrangementer'. */
export const SUPPORTER_ROLE = 'member' satisfies Role;

/** A hold while paying, and an offer from the waiting list. */
export const HOLD_MINUTES = 15;
export const OFFER_HOURS = 24;

/** Answer states that take places. */
export const PLACE_STATES = ['going', 'held', 'offered'] as const;
export type ClubEventAnswerStatus = 'going' | 'not_going' | 'held' | 'waiting' | 'offered' | 'released' | 'passed';

export function takesPlace(status: string): boolean {
  return (PLACE_STATES as readonly string[]).includes(status);
}

/** Whether a person (role and teams) is invited. 'none' (an unpaid invitee) never is. */
export function isInvited(audience: ClubEventAudience, person: { role: string; teams: readonly string[] }): boolean {
  if (person.role === 'none') return false;
  switch (audience.kind) {
    case 'club':
      return true;
    case 'teams':
      return audience.teams.some((team) => person.teams.includes(team));
    case 'role':
      return person.role === audience.role;
    case 'supporters':
      return person.role === SUPPORTER_ROLE;
  }
}

/** Price per person in øre for this role (the supporter member's own price where there is one); null: free. */
export function pricePerPerson(event: { price: number | null; supporterPrice: number | null }, role: string): number | null {
  if (event.price === null) return null;
  if (role === SUPPORTER_ROLE && event.supporterPrice !== null) return event.supporterPrice;
  return event.price;
}

/**
 * Whether `guests` more people may come with a member when `free` places are left: a guest takes
 * a place, and the last place cannot be taken with a guest (a member alone may take it).
 */
export function fitsPlaces(free: number | null, guests: number): boolean {
  if (free === null) return true;
  return guests === 0 ? free >= 1 : free >= guests + 2;
}

/** The end of an offer from the waiting list: 24 hours, or the answer deadline if sooner. */
export function offerEnd(now: Date, deadline: Date | null): Date {
  const end = new Date(now.getTime() + OFFER_HOURS * 3600_000);
  return deadline && deadline < end ? deadline : end;
}
