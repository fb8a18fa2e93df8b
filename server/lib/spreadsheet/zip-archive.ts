import { inflateRawSync } from 'node:zlib';

/** The archive cannot be read safely: too large unpacked, too many parts, or not a zip at all. */
export class ZipArchiveError extends Error {
  constructor(readonly reason: 'not-zip' | 'too-large') {
    super(reason);
  }
}

export interface ZipLimits {
  /** At most this many entries. */
  maxEntries: number;
  /** At most this many bytes unpacked, all entries together. */
  maxTotalBytes: number;
  /** An entry above 1 MB unpacked may be at most this many times its packed size. */
  maxRatio: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const LARGE_ENTRY = 1024 * 1024;

/**
 * Unpacks a zip archive (an .xlsx) from its central directory, refusing a zip bomb before it
 * inflates: the declared sizes are checked against the limits first, and each entry is then
 * inflated with its declared size as a hard cap, so an archive that lies about its sizes fails
 * instead of filling memory. ZIP64, encryption and methods other than stored and deflate are
 * refused (Excel, LibreOffice and Google Sheets write none of them for a sheet this size).
 * Entries are also checked to lie back to back from the start, so a reader that walks the local
 * headers sees exactly the entries checked here.
 */
export function unpackZip(bytes: Uint8Array, limits: ZipLimits): Map<string, Buffer> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(end + 10);
  const directorySize = buf.readUInt32LE(end + 12);
  const directoryOffset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff || directoryOffset + directorySize > end) throw new ZipArchiveError('not-zip');
  if (count > limits.maxEntries) throw new ZipArchiveError('too-large');

  const entries: Array<{ name: string; method: number; flags: number; packed: number; size: number; offset: number }> = [];
  let at = directoryOffset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) throw new ZipArchiveError('not-zip');
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const packed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const offset = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 0x1 || (method !== 0 && method !== 8)) throw new ZipArchiveError('not-zip');
    if (packed === 0xffffffff || size === 0xffffffff) throw new ZipArchiveError('too-large');
    total += size;
    if (total > limits.maxTotalBytes) throw new ZipArchiveError('too-large');
    if (size > LARGE_ENTRY && size > packed * limits.maxRatio) throw new ZipArchiveError('too-large');
    entries.push({ name, method, flags, packed, size, offset });
  }

  const files = new Map<string, Buffer>();
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
    if (entry.offset !== expected || entry.offset + 30 > buf.length || buf.readUInt32LE(entry.offset) !== LOCAL) {
      throw new ZipArchiveError('not-zip');
    }
    const start = entry.offset + 30 + buf.readUInt16LE(entry.offset + 26) + buf.readUInt16LE(entry.offset + 28);
    const data = buf.subarray(start, start + entry.packed);
    if (data.length !== entry.packed) throw new ZipArchiveError('not-zip');
    expected = start + entry.packed;
    // A data descriptor (flag bit 3) follows the data: 12 or 16 bytes (with its optional signature).
    if (entry.flags & 0x8) expected += buf.readUInt32LE(expected) === 0x08074b50 ? 16 : 12;
    files.set(entry.name, inflate(entry.method, data, entry.size));
  }
  if (expected !== directoryOffset) throw new ZipArchiveError('not-zip');
  return files;
}

function inflate(method: number, data: Buffer, size: number): Buffer {
  if (method === 0) {
    if (data.length !== size) throw new ZipArchiveError('not-zip');
    return data;
  }
  let out: Buffer;
  try {
    out = size === 0 ? Buffer.alloc(0) : inflateRawSync(data, { maxOutputLength: size });
  } catch (error) {
    throw new ZipArchiveError((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'not-zip');
  }
  if (out.length !== size) throw new ZipArchiveError('not-zip');
  return out;
}

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const last = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= last; i--) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  throw new ZipArchiveError('not-zip');
}
