/** The auth area's endpoints (see ../endpoint.ts). */
export const authEndpoints = {};
