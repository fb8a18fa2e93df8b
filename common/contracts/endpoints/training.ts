/** The training area's endpoints (see ../endpoint.ts). */
export const trainingEndpoints = {};
