import type { ImageType } from './upload-purposes';

/** The picture type a buffer really holds, judged by its first bytes (never by name or header). */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** True when the bytes look like what a chat file claims to be (the common types that have a signature). */
export function fileMatchesType(bytes: Buffer, type: string): boolean {
  const startsWith = (s: string) => bytes.subarray(0, s.length).toString('latin1') === s;
  switch (type) {
    case 'application/pdf':
      return startsWith('%PDF-');
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return startsWith('PK\u0003\u0004');
    case 'application/msword':
    case 'application/vnd.ms-excel':
      return bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    case 'audio/webm':
      return bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    case 'audio/ogg':
      return startsWith('OggS');
    case 'audio/mpeg':
      return startsWith('ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
    case 'audio/mp4':
      return bytes.subarray(4, 8).toString('latin1') === 'ftyp';
    case 'text/plain':
    case 'text/csv':
      // Text: no NUL bytes in the first 4 KB, and not an HTML document in disguise.
      return (
        !bytes.subarray(0, 4096).includes(0) &&
        !/^\s*<(!doctype|html|script|svg)/i.test(bytes.subarray(0, 512).toString('utf8'))
      );
    default:
      return false;
  }
}
