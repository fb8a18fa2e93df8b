/** The profile area's endpoints (see ../endpoint.ts). */
export const profileEndpoints = {};
