import { useQuery } from '@tanstack/react-query';
import type { ClubConfig } from '@common/contracts/club';
import { clubEndpoints } from '@common/contracts/endpoints/club';
import { DEFAULT_PRICES } from '@common/domain/prices';
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
