/** The health area's endpoints (see ../endpoint.ts). */
export const healthEndpoints = {};
