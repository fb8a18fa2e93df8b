import { z } from 'zod';

/** Whether the person has a live calendar subscription (the URL itself is shown only once). */
export const calendarStatusResponse = z.object({ active: z.boolean() });
export type CalendarStatus = z.infer<typeof calendarStatusResponse>;

/** A new private subscription URL; any older one stops working. */
export const calendarLinkResponse = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkResponse>;

export const calendarFeedParams = z.object({ token: z.string().max(100) });
