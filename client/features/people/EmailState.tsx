import type { Person } from '@common/contracts/people';

/**
 * Beside a person's e-mail on Spillere and Medlemmer (S20): an address staff typed that its owner
 * has not confirmed, or a new address waiting for its owner to follow the link sent to it.
 */
export function EmailState({ person }: { person: Pick<Person, 'email' | 'emailConfirmed' | 'pendingEmail'> }) {
  if (person.pendingEmail) return <span className="email-state">Afventer bekræftelse: {person.pendingEmail}</span>;
  if (person.email && !person.emailConfirmed) return <span className="email-state">Ikke bekræftet</span>;
  return null;
}
