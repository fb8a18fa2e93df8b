import { get, post } from '../endpoint';
import type { PublicKeyResponse, PushSubscriptionRequest, SubscriptionResult, UnsubscribeRequest } from '../push';

/** Web Push (D12): the VAPID key and this device's subscription. */
export const pushEndpoints = {
  publicKey: get<PublicKeyResponse>()('/api/push/public-key'),
  subscribe: post<SubscriptionResult, PushSubscriptionRequest>()('/api/push/subscriptions'),
  unsubscribe: post<SubscriptionResult, UnsubscribeRequest>()('/api/push/unsubscribe'),
};
