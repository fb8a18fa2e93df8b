/** The members area's endpoints (see ../endpoint.ts). */
export const membersEndpoints = {};
