import sharp from 'sharp';
import type { ClubIdentity } from '@common/contracts/club-identity';
import { pathOf } from '@common/contracts/endpoint';
import { clubEndpoints } from '@common/contracts/endpoints/club';
import { DEFAULT_CLUB_IDENTITY } from '@common/domain/club-identity';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { clubSettings } from '../../db/schema';
import { detectImageType } from '../uploads';

export type ClubSettingsRow = typeof clubSettings.$inferSelect;

/** The sizes the pages, the favicon and the installable app's icons need (manifest: 192 and 512). */
export const CREST_SIZES = [32, 180, 192, 512] as const;
const CREST_SIDE = 512;

export const CREST_ERRORS = {
  wrongType: 'Skjoldet skal være et PNG-, JPEG-, WebP- eller SVG-billede',
  unreadable: 'Billedet af skjoldet kunne ikke læses',
  tooLarge: 'Skjoldet må højst fylde 1 MB',
};

/** The club's short name and colours as every page and text reads them; RU's when there is no row. */
export function identityOf(row: ClubSettingsRow | undefined) {
  return {
    clubName: row?.clubName ?? DEFAULT_CLUB_IDENTITY.clubName,
    shortName: row?.shortName ?? DEFAULT_CLUB_IDENTITY.shortName,
    primaryColor: row?.primaryColor ?? DEFAULT_CLUB_IDENTITY.primaryColor,
    accentColor: row?.accentColor ?? DEFAULT_CLUB_IDENTITY.accentColor,
    crestUrl: crestUrl(row, CREST_SIDE),
  };
}

/** The uploaded crest's address at one size, versioned by when it was uploaded; null without one. */
export function crestUrl(row: ClubSettingsRow | undefined, size: number): string | null {
  return row?.crestPng && row.crestUpdatedAt
    ? `${pathOf(clubEndpoints.crest, { size })}?v=${row.crestUpdatedAt.getTime()}`
    : null;
}

export function adminIdentityOf(row: ClubSettingsRow | undefined): ClubIdentity {
  return {
    ...identityOf(row),
    cvrNumber: row?.cvrNumber ?? '',
    address: row?.address ?? '',
    contactEmail: row?.contactEmail ?? '',
    dbuClubName: row?.dbuClubName ?? DEFAULT_CLUB_IDENTITY.shortName,
  };
}

/** An SVG by its text: optional BOM, XML declaration, comments or doctype, then `<svg`. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  const rest = head
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*(<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*/i, '')
    .trimStart();
  return rest.startsWith('<svg');
}

/**
 * An uploaded crest, checked by its bytes and rasterised here to a square 512×512 PNG on a
 * transparent ground: PNG, JPEG and WebP are re-encoded, an SVG is drawn by the image library and
 * never kept or served as SVG (decision 105, superseding decision 090 for uploaded crests), so no
 * script or outside reference in it ever reaches a browser.
 */
export async function rasteriseCrest(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > 1024 * 1024) throw new DomainError('tooLarge', CREST_ERRORS.tooLarge);
  const type = detectImageType(bytes);
  const svg = !type && looksLikeSvg(bytes);
  if (!svg && type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp')
    throw new DomainError('unsupportedType', CREST_ERRORS.wrongType);
  try {
    const image = sharp(bytes, {
      limitInputPixels: 4096 * 4096,
      pages: 1,
      failOn: 'error',
      ...(svg ? { density: 300 } : {}),
    });
    const { width, height } = await image.metadata();
    if (!width || !height) throw new Error('no size');
    return await image
      .rotate()
      .resize(CREST_SIDE, CREST_SIDE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw invalidInput(CREST_ERRORS.unreadable, { image: CREST_ERRORS.unreadable });
  }
}

/** The base64 text a form sends, or a `data:` URL of it. */
export function crestBytes(text: string): Buffer {
  const base64 = text.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw invalidInput(CREST_ERRORS.unreadable, { image: CREST_ERRORS.unreadable });
  return Buffer.from(base64, 'base64');
}

const resized = new Map<string, Promise<Buffer>>();

/** The stored crest at one of CREST_SIZES, made once per upload and size and kept in memory. */
export function crestAt(row: ClubSettingsRow, size: number): Promise<Buffer> {
  const key = `${row.crestUpdatedAt?.getTime()}:${size}`;
  let png = resized.get(key);
  if (!png) {
    if (resized.size > 16) resized.clear();
    const source = Buffer.from(row.crestPng!, 'base64');
    png = size === CREST_SIDE ? Promise.resolve(source) : sharp(source).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
    resized.set(key, png);
  }
  return png;
}
