/**
 * The club's prices (D2): amounts in øre, periods in months. The club's own prices live in the
 * database (Systemindstillinger); these defaults seed it and stand while no settings row exists.
 * Every other place takes prices from here or from the database, never from a literal.
 */
export interface ClubPrices {
  playerFeeOre: number;
  playerPeriodMonths: number;
  ruFeeOre: number;
  ruPeriodMonths: number;
}

export const DEFAULT_PRICES: ClubPrices = {
  playerFeeOre: 60_000,
  playerPeriodMonths: 6,
  ruFeeOre: 30_000,
  ruPeriodMonths: 12,
};

/** The prices in force: the club's settings where it has them, the defaults otherwise. */
export function pricesFrom(settings: Partial<ClubPrices> | null | undefined): ClubPrices {
  return {
    playerFeeOre: settings?.playerFeeOre ?? DEFAULT_PRICES.playerFeeOre,
    playerPeriodMonths: settings?.playerPeriodMonths ?? DEFAULT_PRICES.playerPeriodMonths,
    ruFeeOre: settings?.ruFeeOre ?? DEFAULT_PRICES.ruFeeOre,
    ruPeriodMonths: settings?.ruPeriodMonths ?? DEFAULT_PRICES.ruPeriodMonths,
  };
}
