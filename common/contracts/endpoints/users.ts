/** The users area's endpoints (see ../endpoint.ts). */
export const usersEndpoints = {};
