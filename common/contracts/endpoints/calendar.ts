/** The calendar area's endpoints (see ../endpoint.ts). */
export const calendarEndpoints = {};
