import type { SetupRequest, SetupResponse } from '../club-identity';
import { post } from '../endpoint';

/** The production first start's set-up (decision 106): open only until it is done. */
export const setupEndpoints = {
  complete: post<SetupResponse, SetupRequest>()('/api/setup'),
};
