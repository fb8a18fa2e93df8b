import type { StoragePort, StoredObject } from '../../core/storage/storage-port';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * S3-compatible storage (AWS, R2, MinIO, …). The browser PUTs straight to a presigned URL that
 * binds key, content type and length; the app reads the object back to check and re-encode it.
 * The SDK is loaded here rather than with the server: a club storing on disk never holds it in
 * memory (decision 114).
 */
export async function s3Storage(settings: S3Settings): Promise<StoragePort> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Custom endpoints (MinIO, local test servers) rarely have per-bucket host names.
    forcePathStyle: Boolean(settings.endpoint),
    // Presigned PUTs must not carry a checksum of an empty body; the store checks what arrives.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key): Promise<StoredObject | null> {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        const bytes = await out.Body.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: out.ContentType };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async size(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return out.ContentLength ?? null;
      } catch {
        return null;
      }
    },
    async presignPut(key, options) {
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: options.contentType,
        ContentLength: options.contentLength,
      });
      const signableHeaders = new Set<string>();
      if (options.contentType) signableHeaders.add('content-type');
      if (options.contentLength !== undefined) signableHeaders.add('content-length');
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds, signableHeaders });
    },
    async check() {
      // Reading a key that does not exist needs no list rights: NoSuchKey means the bucket answers.
      try {
        await client.send(new GetObjectCommand({ Bucket, Key: 'health/check' }));
        return true;
      } catch (error) {
        return (error as { name?: string }).name === 'NoSuchKey';
      }
    },
    describe() {
      return `S3 (${settings.bucket})`;
    },
  };
}
