/** What the club area offers other areas: the club's identity (decision 105). Everything else in this folder is internal. */
export { crestBytes, rasteriseCrest } from './club-identity';
export { updateClubCrest, updateClubIdentity } from './club-identity.repository';
