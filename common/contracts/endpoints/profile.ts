import { del, get, post, put } from '../endpoint';
import type {
  ChangePasswordRequest,
  DeleteAccountRequest,
  NotificationSettings,
  EmailConfirmationSent,
  ProfileDoneResponse,
  ProfileImageRequest,
  UpdateProfileRequest,
} from '../profile';
import type { User } from '../user';

/** The signed-in person's own profile, settings and data (part 1 §7, part 2 §7, S15). */
export const profileEndpoints = {
  update: put<User, UpdateProfileRequest>()('/api/user/profile'),
  changePassword: put<ProfileDoneResponse, ChangePasswordRequest>()('/api/user/change-password'),
  setImage: put<User, ProfileImageRequest>()('/api/user/profile-image'),
  setNotifications: put<User, NotificationSettings>()('/api/user/notifications'),
  /** Everything the club holds about the person, as a JSON download (S15). */
  exportData: get<unknown>()('/api/user/export'),
  deleteAccount: del<ProfileDoneResponse, DeleteAccountRequest>()('/api/user'),
  /** A link to the address in use, for an address staff typed and its owner has not confirmed (S20). */
  requestEmailConfirmation: post<EmailConfirmationSent>()('/api/user/email/confirm-request'),
  /** "Log ud overalt": every session of the person ends, and every recovery link (S20). */
  logoutEverywhere: post<ProfileDoneResponse>()('/api/user/logout-everywhere'),
};
