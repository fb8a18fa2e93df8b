/**
 * Where a link mail's action goes until the mail is handed on: no token exists before then. The
 * sender puts the minted link in its place (decision 094).
 */
export const MINTED_LINK = 'urn:klubapp:minted-link';

/**
 * Mints the token of the request `id` names, when its mail goes: the page and token ('/reset-password?token=…'),
 * or null when the request ended meanwhile (the mail is then cancelled).
 */
export type LinkIssuer = (id: number, now: Date) => Promise<string | null>;
