import { get, put } from '../endpoint';
import type { ClubSettingsRequest, ClubSettingsResponse, JobsResponse, SystemStatus } from '../system-settings';

/** Systemindstillinger (/admin/system-settings): admin only (part 2 §6). */
export const systemSettingsEndpoints = {
  status: get<SystemStatus>()('/api/admin/system-status'),
  jobs: get<JobsResponse>()('/api/admin/jobs'),
  updateClubSettings: put<ClubSettingsResponse, ClubSettingsRequest>()('/api/admin/club-settings'),
};
