import { z } from 'zod';
import { ROLES, type Role } from '../domain/roles';
import { PAYMENT_STATES, PEOPLE_PAGE_MAX, PEOPLE_SORT_KEYS } from './people-list-values';

export * from './people-list-values';

/**
 * The people lists (Spillere, Medlemmer) search, filter, sort and page on the server (decision
 * 103): a club of thousands never travels whole to a phone. The same query drives every list.
 */

const filter = 'Ugyldigt filter';

/**
 * GET /api/admin/players and /api/admin/members: `q` matches the start of any word of the name,
 * username, e-mail, position, member number or phone, folded (Søren = Soren = Soeren); `role`
 * 'player' includes unpaid invitees (as the team statistics count them).
 */
export const peopleListQuery = z.object({
  q: z.string().max(100, 'Søgningen er for lang').optional(),
  team: z.string().max(60, filter).optional(),
  role: z.enum(ROLES, filter).optional(),
  membership: z.enum(['active', 'inactive'], filter).optional(),
  payment: z.enum(PAYMENT_STATES, filter).optional(),
  sort: z.enum(PEOPLE_SORT_KEYS, filter).optional(),
  dir: z.enum(['asc', 'desc'], filter).optional(),
  offset: z.coerce.number(filter).int(filter).min(0, filter).max(1_000_000, filter).optional(),
  limit: z.coerce.number(filter).int(filter).min(1, filter).max(PEOPLE_PAGE_MAX, filter).optional(),
});
export type PeopleListQuery = z.infer<typeof peopleListQuery>;

/** A page of people: the rows, how many match, how many of those per role, and how many there are in all. */
export const peoplePageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    byRole: z.record(z.enum(ROLES), z.number().int()),
    everyone: z.number().int(),
  });
export interface PeoplePage<Item> {
  items: Item[];
  total: number;
  byRole: Record<Role, number>;
  everyone: number;
}
