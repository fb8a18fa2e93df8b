import { z } from 'zod';

/** How far a person the club created has come (the lists' 'Oprettet', 'Inviteret <dato>', …). */
export const JOIN_STATES = [
  /** Has a password: signed up, or followed their invitation. */
  'joined',
  /** Invited (the last mail staff sent is `invitedAt`), no reminder yet. */
  'invited',
  /** Invited and reminded at least once. */
  'reminded',
  /** The 14 days ran out. */
  'expired',
  /** Staff withdrew the invitation. */
  'withdrawn',
  /** Has an address, never invited. */
  'not_invited',
  /** No address: cannot be invited until one is added (decision 102). */
  'no_email',
] as const;
export type JoinState = (typeof JOIN_STATES)[number];

/** The join state of a person as the lists show it. */
export const joinStatusSchema = z.object({
  state: z.enum(JOIN_STATES),
  /** When staff last sent the invitation (the date of 'Inviteret'), if ever. */
  invitedAt: z.string().nullable(),
  /** When the last reminder went, if any. */
  remindedAt: z.string().nullable(),
  /** When the invitation stops working, while one is out. */
  expiresAt: z.string().nullable(),
});
export type JoinStatus = z.infer<typeof joinStatusSchema>;
