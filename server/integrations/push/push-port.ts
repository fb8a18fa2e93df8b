/**
 * Push port (architecture guide): Web Push with VAPID. The only place that imports web-push is
 * the adapter beside this file.
 */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps an undelivered message (RFC 8030); always set (S12). */
  ttl: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic. */
  topic?: string;
}

export type PushResult =
  | { status: 'sent' }
  /** 404/410 from the push service: the subscription is gone and must be deleted. */
  | { status: 'gone' }
  | { status: 'failed'; statusCode?: number; reason: string };

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult>;
}
