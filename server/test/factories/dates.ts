const DAY = 24 * 3600 * 1000;

/** The moment `days` from now (negative: in the past). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY);
