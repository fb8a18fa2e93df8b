import webpush from 'web-push';
import type { PushOptions, PushResult, PushSender, PushTarget, VapidKeys } from './push-port';

export const MAX_PAYLOAD_BYTES = 3 * 1024;
const SEND_TIMEOUT_MS = 10_000;

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** The web-push adapter: encrypts (aes128gcm), signs with VAPID and reports gone subscriptions. */
export function webPushSender(keys: VapidKeys, subject: string): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult> {
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
        return { status: 'failed', reason: 'payload over 3 KB' };
      try {
        // web-push encrypts (aes128gcm) and signs (VAPID); the request itself goes out with fetch,
        // which also reaches a local push service over plain http in tests.
        const details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails,
            TTL: options.ttl,
            urgency: options.urgency ?? 'normal',
            topic: options.topic,
            contentEncoding: 'aes128gcm',
          },
        );
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          redirect: 'error',
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.status === 404 || res.status === 410) return { status: 'gone' };
        if (!res.ok) return { status: 'failed', statusCode: res.status, reason: res.statusText };
        return { status: 'sent' };
      } catch (error) {
        return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
