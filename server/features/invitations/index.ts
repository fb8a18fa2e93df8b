/** What the invitations area offers other areas. Everything else in this folder is internal. */
export { registrationRateLimit } from './registration-rate-limit';
