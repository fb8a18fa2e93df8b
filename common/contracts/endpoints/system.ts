/** The system area's endpoints (see ../endpoint.ts). */
export const systemEndpoints = {};
