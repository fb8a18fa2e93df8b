/** The kontingent area's endpoints (see ../endpoint.ts). */
export const kontingentEndpoints = {};
