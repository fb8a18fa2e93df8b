import { z } from 'zod';
import type { ClubConfig } from '@common/contracts/club';
import { clubSettingsRequest } from '@common/contracts/club-settings';

type Prices = ClubConfig['prices'];
export type PriceField = keyof Prices;

/**
 * The four prices as the card shows them: fees in kr, periods in months (D2). The supporter
 * membership's fields name the club by its short name (decision 105): 'RU-kontingent' with RU's data.
 */
export const PRICE_FIELDS: Array<{ key: PriceField; label: (shortName: string) => string; kr: boolean }> = [
  { key: 'playerFeeOre', label: () => 'Spillerkontingent (kr)', kr: true },
  { key: 'playerPeriodMonths', label: () => 'Spillerperiode (måneder)', kr: false },
  { key: 'ruFeeOre', label: (shortName) => `${shortName}-kontingent (kr)`, kr: true },
  { key: 'ruPeriodMonths', label: (shortName) => `${shortName}-periode (måneder)`, kr: false },
];

export type PricesFormValues = Record<PriceField, string>;

export const EMPTY_PRICES: PricesFormValues = { playerFeeOre: '', playerPeriodMonths: '', ruFeeOre: '', ruPeriodMonths: '' };

/** The club's prices as the fields show them: øre as kr. */
export function pricesFormValues(prices: Prices): PricesFormValues {
  const values = { ...EMPTY_PRICES };
  for (const f of PRICE_FIELDS) values[f.key] = String(f.kr ? prices[f.key] / 100 : prices[f.key]);
  return values;
}

/** A typed number, with a Danish decimal comma; what is not a number stays NaN for the contract to refuse. */
const typedNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * The prices form: kr become øre, then the shared contract checks them as the server does, with
 * the same Danish messages under the same fields.
 */
export const pricesFormSchema = z
  .object({ playerFeeOre: z.string(), playerPeriodMonths: z.string(), ruFeeOre: z.string(), ruPeriodMonths: z.string() })
  .transform((values) => {
    const body = { ...values } as Record<PriceField, unknown>;
    for (const f of PRICE_FIELDS) {
      const n = typedNumber(values[f.key]);
      body[f.key] = f.kr ? Math.round(n * 100) : n;
    }
    return body;
  })
  .pipe(clubSettingsRequest);
