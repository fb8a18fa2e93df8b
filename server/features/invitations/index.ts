/** What the invitations area offers other areas. Everything else in this folder is internal. */
export { registrationRateLimit } from './registration-rate-limit';
export { sendPersonalInvitations } from './personal/send-personal-invitations';
