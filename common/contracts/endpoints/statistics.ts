/** The statistics area's endpoints (see ../endpoint.ts). */
export const statisticsEndpoints = {};
