/** The players area's endpoints (see ../endpoint.ts). */
export const playersEndpoints = {};
