import type { LoginLinkAnswer, LoginLinkConfirm, LoginLinkRequest, LoginRequest, LoginResponse } from '../auth';
import type { Session, User } from '../user';
import { get, post } from '../endpoint';

/** Sign-in and sign-out (part 1 §3, D5). */
export const authEndpoints = {
  login: post<LoginResponse, LoginRequest>()('/api/login'),
  /** A sign-in link by mail to the confirmed address (under /api/login: the device cookie's path). */
  requestLoginLink: post<LoginLinkAnswer, LoginLinkRequest>()('/api/login/link'),
  confirmLoginLink: post<LoginResponse, LoginLinkConfirm>()('/api/login/link/confirm'),
  /** The signed-in user; a 401 when signed out. */
  user: get<User>()('/api/user'),
  /** Who is signed in on this browser: the user, or null (a 200 either way). */
  session: get<Session>()('/api/session'),
  logout: post<{ success: boolean }>()('/api/logout'),
  /** Navigated to (a link): ends the session and redirects to /. */
  logoutAndGoHome: get()('/api/logout'),
  /** Navigated to (the old 401 target): redirects to the sign-in screen. */
  signInPage: get()('/api/login'),
};
