/**
 * The session token under the key authToken (part 1 §9). Remember me keeps it in local
 * storage; otherwise only in session storage, so it ends with the browser like the cookie.
 * Reads look in local storage first, then session storage, as the spec says.
 */
const KEY = 'authToken';

export function getAuthToken(): string | null {
  try {
    return localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string, remember: boolean) {
  clearAuthToken();
  sessionStorage.setItem(KEY, token);
  if (remember) localStorage.setItem(KEY, token);
}

export function clearAuthToken() {
  try {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable (private mode): nothing to clear */
  }
}
