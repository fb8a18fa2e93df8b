import type { UploadReadCheck } from './serve-upload';

/** What other areas get from the uploads feature when the app is put together. */
export interface UploadsOffer {
  /** Files of this purpose are for fewer people than every signed-in member: this check decides. */
  addReadCheck(purpose: string, check: UploadReadCheck): void;
}
