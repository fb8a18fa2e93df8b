import { post } from '../endpoint';
import type { MemberImportPreview, MemberImportRequest, MemberImportResult } from '../member-import';

/** Importér medlemmer (decision 100): admin and board. Nothing is written before `confirm`. */
export const memberImportEndpoints = {
  /** Multipart (file, columns): sent with upload(), not call(). Reads the file and checks every row. */
  preview: post<MemberImportPreview>()('/api/admin/members/import/preview'),
  /** The rows as corrected in the preview, checked again. */
  check: post<MemberImportPreview, MemberImportRequest>()('/api/admin/members/import/check'),
  /** Checks every row again and writes the valid ones in one transaction, or none. */
  confirm: post<MemberImportResult, MemberImportRequest>()('/api/admin/members/import'),
};
