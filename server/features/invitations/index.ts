/** What the invitations area offers other areas. Everything else in this folder is internal. */
export { liveRegistrationLinkId } from './registration-links';
export { sendPersonalInvitations } from './personal/send-personal-invitations';
