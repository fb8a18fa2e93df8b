/** The matches area's endpoints (see ../endpoint.ts). */
export const matchesEndpoints = {};
