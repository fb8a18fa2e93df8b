import sharp from 'sharp';
import type { ClubIdentity } from '@common/contracts/club-identity';
import { pathOf } from '@common/contracts/endpoint';
import { clubEndpoints } from '@common/contracts/endpoints/club';
import { DEFAULT_CLUB_IDENTITY } from '@common/domain/club-identity';
import type { clubSettings } from '../../db/schema';

/** The club's identity as stored (decision 105): read by the club area and by the page plugin. */
export type ClubSettingsRow = typeof clubSettings.$inferSelect;

/** The sizes the pages, the favicon and the installable app's icons need (manifest: 192 and 512). */
export const CREST_SIZES = [32, 180, 192, 512] as const;
export const CREST_SIDE = 512;

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
