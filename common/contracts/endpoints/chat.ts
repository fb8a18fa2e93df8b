/** The chat area's endpoints (see ../endpoint.ts). */
export const chatEndpoints = {};
