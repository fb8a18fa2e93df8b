/**
 * What the uploads area offers other areas: reserving an upload for a purpose, claiming it,
 * the profile-picture rule, and deleting stored files. Everything else in this folder is internal.
 */
export { createUpload } from './create-upload';
export { deleteUploadFiles } from './delete-upload-files';
export { detectImageType } from './magic-bytes';
export { checkOwnAvatar, checkRegistrationPicture, profilePicturePath } from './profile-picture';
export type { UploadReadCheck } from './serve-upload';
export { uploadPath } from './upload-keys';
export type { UploadsOffer } from './uploads-offer';
export { UPLOAD_ERRORS } from './upload-purposes';
export { takeRegistrationPicture } from './uploads.repository';
export { uploadIdFromPath, useUpload } from './use-upload';
