import { z } from 'zod';

export const clubConfigResponse = z.object({
  clubName: z.string(),
  prices: z.object({
    playerFeeOre: z.number().int(),
    playerPeriodMonths: z.number().int(),
    ruFeeOre: z.number().int(),
    ruPeriodMonths: z.number().int(),
  }),
});
export type ClubConfig = z.infer<typeof clubConfigResponse>;
