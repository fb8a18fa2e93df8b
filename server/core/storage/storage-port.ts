/**
 * File storage port (architecture guide): local disk by default, S3-compatible when S3_* is
 * configured. Keys are relative paths such as `uploads/{id}`; adapters never interpret them.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

export interface PresignPutOptions {
  /** Signed into the URL: a PUT with another Content-Type is refused by the store. */
  contentType?: string;
  /** Signed into the URL: a PUT of another length is refused by the store. */
  contentLength?: number;
  expiresInSeconds: number;
}

export interface StoragePort {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** The object's size in bytes, or null when there is none: checked before reading an upload. */
  size(key: string): Promise<number | null>;
  /**
   * A URL the browser PUTs the file to directly, or null when the app receives uploads itself
   * (disk: the app signs and serves its own PUT URLs).
   */
  presignPut(key: string, options: PresignPutOptions): Promise<string | null>;
  /** Cheap reachability check for system settings. */
  check(): Promise<boolean>;
  /** A short description for system settings (never a secret). */
  describe(): string;
}
