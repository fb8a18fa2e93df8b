import { del, get, put } from '../endpoint';
import type { ClubCrestRequest, ClubIdentity, ClubIdentityRequest } from '../club-identity';
import type { ClubSettingsRequest, ClubSettingsResponse, JobsResponse, SystemStatus } from '../system-settings';

/** Systemindstillinger (/admin/system-settings): admin only (part 2 §6). */
export const systemSettingsEndpoints = {
  status: get<SystemStatus>()('/api/admin/system-status'),
  jobs: get<JobsResponse>()('/api/admin/jobs'),
  updateClubSettings: put<ClubSettingsResponse, ClubSettingsRequest>()('/api/admin/club-settings'),
  /** Systemindstillinger › Klubben: the club's identity (decision 105). */
  clubIdentity: get<ClubIdentity>()('/api/admin/club-identity'),
  updateClubIdentity: put<ClubIdentity, ClubIdentityRequest>()('/api/admin/club-identity'),
  /** An uploaded crest, rasterised to PNG on the server; removing it brings back the drawn crest. */
  updateClubCrest: put<ClubIdentity, ClubCrestRequest>()('/api/admin/club-crest'),
  removeClubCrest: del<ClubIdentity>()('/api/admin/club-crest'),
};
