/**
 * Plain values of the contracts, in a module without zod. A contract file builds its schemas when
 * it loads, so a screen that imports one constant from it loads and runs the whole validation
 * library too. Screens read these from here; the contract files re-export them for the server.
 * (Issue 15 §4: Hjem and Kampe load no zod.)
 */

/** How many played matches GET /api/matches returns per page. */
export const PAST_PAGE_SIZE = 50;
/** How many coming matches GET /api/matches returns per page. */
export const UPCOMING_PAGE_SIZE = 100;

/** The place a new training gets unless the coach says otherwise (part 1 §9). */
export const DEFAULT_TRAINING_LOCATION = 'Målfeltet';
/** How many trainings GET /api/training returns per page. */
export const TRAINING_PAGE_SIZE = 300;
