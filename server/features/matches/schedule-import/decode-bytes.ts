/**
 * The text of an uploaded schedule. Clubs save from Excel (Windows-1252 by default in Danish
 * Windows, sometimes "Unicode text" = UTF-16 LE), Numbers or Google Sheets (UTF-8, often with a
 * BOM). A BOM decides; otherwise valid UTF-8 is UTF-8 and anything else is Windows-1252, which
 * maps every byte, so æøå survive either way.
 */
export function decodeScheduleBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
