/**
 * Windows-1252 differs from Latin-1 only in 0x80–0x9F. Node 20's TextDecoder('windows-1252')
 * decodes as Latin-1 (nodejs/node#60888), turning – € ’ “ ” … into control characters, so the
 * 32 code points are mapped here (WHATWG encoding table; the five unassigned bytes keep their
 * Latin-1 value, as browsers do).
 */
const CP1252_HIGH: readonly number[] = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, // 80–87
  0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f, // 88–8F
  0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, // 90–97
  0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178, // 98–9F
];

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => String.fromCharCode(CP1252_HIGH[c.charCodeAt(0) - 0x80]!));
}

/**
 * The text of an uploaded CSV (a match schedule, a member list). Clubs save from Excel (Windows-1252 by default in Danish
 * Windows, sometimes "Unicode text" = UTF-16 LE), Numbers or Google Sheets (UTF-8, often with a
 * BOM). A BOM decides; otherwise valid UTF-8 is UTF-8 and anything else is Windows-1252, which
 * maps every byte, so æøå survive either way.
 */
export function decodeSpreadsheetText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
