import { del, get, post, put } from '../endpoint';
import type { DbuApiKeyRequest, DbuOverview, DbuSyncResult, DbuTeamStatus, SaveDbuSourceRequest } from '../dbu-sync';

/** Hent fra DBU (decision 109): each team's DBU source, the club's API key, and a sync now. */
export const dbuSyncEndpoints = {
  overview: get<DbuOverview>()('/api/dbu'),
  saveSource: put<DbuTeamStatus, SaveDbuSourceRequest>()('/api/dbu/teams/:code'),
  removeSource: del<{ success: true }>()('/api/dbu/teams/:code'),
  syncNow: post<DbuSyncResult>()('/api/dbu/teams/:code/sync'),
  setApiKey: put<{ set: boolean }, DbuApiKeyRequest>()('/api/dbu/api-key'),
};
