/** The invitations area's endpoints (see ../endpoint.ts). */
export const invitationsEndpoints = {};
