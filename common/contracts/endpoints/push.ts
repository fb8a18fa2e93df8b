/** The push area's endpoints (see ../endpoint.ts). */
export const pushEndpoints = {};
