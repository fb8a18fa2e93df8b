import path from 'node:path';
import type { Config } from '../../config/config';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import type { StoragePort } from '../../core/storage/storage-port';

/** S3 when S3_* is configured, else the local disk under DATA_DIR/uploads. */
export async function createStorage(config: Pick<Config, 's3' | 'dataDir'>): Promise<StoragePort> {
  if (config.s3) return s3Storage(config.s3);
  return diskStorage(path.join(config.dataDir, 'uploads'));
}

/** The origin the browser PUTs presigned uploads to (for the CSP's connect-src), or none on disk. */
export function uploadOrigins(config: Pick<Config, 's3'>): string[] {
  if (!config.s3) return [];
  if (config.s3.endpoint) return [new URL(config.s3.endpoint).origin];
  return [`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`, `https://s3.${config.s3.region}.amazonaws.com`];
}
