import { z } from 'zod';

export const clubConfigResponse = z.object({
  clubName: z.string(),
  /** The club's identity (decision 105): "RU" in "RU KlubApp", "RU Medlem". */
  shortName: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  /** The uploaded crest as a PNG of the asked size's path prefix; null: the club's drawn crest (RU's). */
  crestUrl: z.string().nullable(),
  prices: z.object({
    playerFeeOre: z.number().int(),
    playerPeriodMonths: z.number().int(),
    ruFeeOre: z.number().int(),
    ruPeriodMonths: z.number().int(),
  }),
});
export type ClubConfig = z.infer<typeof clubConfigResponse>;
