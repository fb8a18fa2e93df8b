import { del, get, put } from '../endpoint';
import type {
  ChangePasswordRequest,
  DeleteAccountRequest,
  NotificationSettings,
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
};
