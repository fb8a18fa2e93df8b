/** The uploads area's endpoints (see ../endpoint.ts). */
export const uploadsEndpoints = {};
