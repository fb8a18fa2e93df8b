/** The teams area's endpoints (see ../endpoint.ts). */
export const teamsEndpoints = {};
