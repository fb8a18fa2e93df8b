import { z } from 'zod';

export const INVALID_SUBSCRIPTION = 'Ugyldigt push-abonnement';

/** A browser's PushSubscription.toJSON(), stored per device (D12). */
export const pushSubscriptionRequest = z.strictObject({
  endpoint: z.string(INVALID_SUBSCRIPTION).url(INVALID_SUBSCRIPTION).max(1000, INVALID_SUBSCRIPTION),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject(
    {
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, INVALID_SUBSCRIPTION),
      auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, INVALID_SUBSCRIPTION),
    },
    { error: INVALID_SUBSCRIPTION },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

export const unsubscribeRequest = z.strictObject({
  endpoint: z.string(INVALID_SUBSCRIPTION).max(1000, INVALID_SUBSCRIPTION),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequest>;

export const publicKeyResponse = z.object({ publicKey: z.string() });
export type PublicKeyResponse = z.infer<typeof publicKeyResponse>;
export const subscriptionResponse = z.object({ success: z.literal(true), devices: z.number().int() });
export type SubscriptionResult = z.infer<typeof subscriptionResponse>;
