/** The club area's endpoints (see ../endpoint.ts). */
export const clubEndpoints = {};
