import { useQuery } from '@tanstack/react-query';
import type { ClubConfig } from '@common/contracts/club';
import { clubEndpoints } from '@common/contracts/endpoints/club';
import { DEFAULT_PRICES } from '@common/domain/prices';
import { DEFAULT_CLUB_IDENTITY } from '@common/domain/club-identity';
import { roleLabel } from '@common/domain/roles';
import { queryKeyOf } from './api-client';

/** The club's name and prices (public, GET /api/config): the texts follow what the board set. */
export const CLUB_CONFIG_KEY = queryKeyOf(clubEndpoints.config);

export function useClubConfig() {
  return useQuery<ClubConfig>({ queryKey: CLUB_CONFIG_KEY, staleTime: 5 * 60 * 1000 });
}

/**
 * Whole kroner, '300 kr'. Kept here rather than in lib/format so the sign-in screen does not
 * load the date library with it (P6 first-load budget).
 */
export function priceKr(ore: number): string {
  return `${(ore / 100).toLocaleString('da-DK', { maximumFractionDigits: 2 })} kr`;
}

/** The spec's label at the standard price; the board's price when it differs (D2). */
export function upgradeToPlayerLabel(playerFeeOre: number | undefined): string {
  if (playerFeeOre === undefined || playerFeeOre === DEFAULT_PRICES.playerFeeOre)
    return 'Opgrader til Spillermedlemskab (600 DKK)';
  const kr = (playerFeeOre / 100).toLocaleString('da-DK', { maximumFractionDigits: 2 });
  return `Opgrader til Spillermedlemskab (${kr} DKK)`;
}

/**
 * The club's identity (decision 105): from GET /api/config, and until it has come from what the
 * server wrote into the page (a club other than the build's own), else RU's.
 */
export function useClubIdentity() {
  const config = useClubConfig().data;
  const fromPage = pageIdentity();
  return {
    clubName: config?.clubName ?? fromPage?.clubName ?? DEFAULT_CLUB_IDENTITY.clubName,
    shortName: config?.shortName ?? fromPage?.shortName ?? DEFAULT_CLUB_IDENTITY.shortName,
    primaryColor: config?.primaryColor ?? fromPage?.primaryColor ?? DEFAULT_CLUB_IDENTITY.primaryColor,
    accentColor: config?.accentColor ?? fromPage?.accentColor ?? DEFAULT_CLUB_IDENTITY.accentColor,
    crestUrl: config ? config.crestUrl : (fromPage?.crestUrl ?? null),
  };
}

type PageIdentity = Partial<Pick<ClubConfig, 'clubName' | 'shortName' | 'primaryColor' | 'accentColor' | 'crestUrl'>>;
let pageIdentityRead: PageIdentity | null | undefined;

/** The identity server/plugins/club-page.ts put in the page's `<meta name="club-identity">`. */
function pageIdentity(): PageIdentity | null {
  if (pageIdentityRead !== undefined) return pageIdentityRead;
  try {
    const content = typeof document === 'undefined' ? null : document.querySelector('meta[name="club-identity"]')?.getAttribute('content');
    pageIdentityRead = content ? (JSON.parse(content) as PageIdentity) : null;
  } catch {
    pageIdentityRead = null;
  }
  return pageIdentityRead;
}

/** Role labels as this club says them: the supporter role is "<short name> Medlem" (decision 105). */
export function useRoleLabel(): (role: string | null | undefined) => string {
  const { shortName } = useClubIdentity();
  return (role) => roleLabel(role, shortName);
}
