/** Remember me keeps a session 30 days; otherwise it ends with the browser and after 12 h idle. */
export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const IDLE_SESSION_MS = 12 * 60 * 60 * 1000;
/** Sliding expiry is written at most once a minute, so reads stay at one query. */
export const TOUCH_INTERVAL_MS = 60 * 1000;
export const SESSION_COOKIE = 'ru_session';

export function sessionExpiry(persistent: boolean, now: Date): Date {
  return new Date(now.getTime() + (persistent ? PERSISTENT_SESSION_MS : IDLE_SESSION_MS));
}
