/**
 * Plain values of the contracts, in a module without zod. A contract file builds its schemas when
 * it loads, so a screen that imports one constant from it loads and runs the whole validation
 * library too. Screens read these from here; the contract files re-export them for the server.
 * (Decision 086: Hjem and Kampe load no zod.)
 */

/** How many played matches GET /api/matches returns per page. */
export const PAST_PAGE_SIZE = 50;
/** How many coming matches GET /api/matches returns per page. */
export const UPCOMING_PAGE_SIZE = 100;

/** The place a new training gets unless the coach says otherwise (part 1 §9). */
export const DEFAULT_TRAINING_LOCATION = 'Målfeltet';
/** How many trainings GET /api/training returns per page. */
export const TRAINING_PAGE_SIZE = 300;

/** The club-wide chat channel; every other channel is a team code (decision D11). */
export const CLUB_CHANNEL = 'club';
/** The longest chat message, in characters. */
export const MAX_MESSAGE_CHARS = 2000;
/** The largest file a chat message may carry. */
export const MAX_CHAT_FILE_BYTES = 10 * 1024 * 1024;
/** The longest voice message, in seconds. */
export const MAX_VOICE_SECONDS = 300;

/** One key per event on Hjem ('match:12'): a section leaves out what an earlier one shows (decision 098). */
export const eventKey = (kind: 'match' | 'training', id: number) => `${kind}:${id}`;
