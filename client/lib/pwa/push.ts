import {
  chatNotification,
  type ChatNotificationInput,
  type NotificationContent,
} from '@common/domain/notifications';
import type { PushSubscriptionRequest } from '@common/contracts/push';
import { pushEndpoints as api } from '@common/contracts/endpoints/push';
import { call } from '../api-client';
import { readNotificationSettings } from './notification-settings';

/** Asked once per device (part 2 §2): the app remembers that it asked. */
export const PERMISSION_ASKED_KEY = 'notification-permission-asked';
export const FALLBACK_CLOSE_MS = 5000;
export const UNSUPPORTED_MESSAGE = 'Din browser understøtter ikke notifikationer.';

export function pushSupported() {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Subscribes this device with the server's VAPID key and stores the subscription on the server. */
export async function subscribeDevice(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await call(api.publicKey);
  let subscription = await registration.pushManager.getSubscription();
  const key = base64UrlToBytes(publicKey);
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && !sameKey(new Uint8Array(current), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  // A browser's subscription always has its endpoint and both keys; the server checks them.
  const body = { endpoint: json.endpoint, keys: json.keys } as PushSubscriptionRequest;
  await call(api.subscribe, { body });
  return true;
}

function sameKey(a: Uint8Array, b: Uint8Array) {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * On the first signed-in load (2 s in, PwaExtras): when the permission is still 'default', ask
 * once and remember it; when granted, make sure this device is subscribed. Failures are only
 * logged.
 */
export async function setUpPush(): Promise<void> {
  if (!pushSupported()) return;
  try {
    if (Notification.permission === 'default' && !localStorage.getItem(PERMISSION_ASKED_KEY)) {
      localStorage.setItem(PERMISSION_ASKED_KEY, new Date().toISOString());
      await Notification.requestPermission();
    }
    if (Notification.permission === 'granted') await subscribeDevice();
  } catch (error) {
    console.warn('push setup failed', error);
  }
}

/**
 * Shows a notification in the page: through the service worker, else a plain browser
 * notification that closes after 5 s. Chat notifications respect the local chat setting.
 */
export async function showNotification(content: NotificationContent): Promise<void> {
  if (!('Notification' in window)) throw new Error(UNSUPPORTED_MESSAGE);
  if (Notification.permission !== 'granted') return;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) throw new Error('no service worker');
    await registration.showNotification(content.title, {
      body: content.body,
      icon: content.icon,
      badge: content.badge,
      tag: content.tag,
      data: content.data,
    });
  } catch {
    const n = new Notification(content.title, { body: content.body, icon: content.icon, tag: content.tag });
    setTimeout(() => n.close(), FALLBACK_CLOSE_MS);
  }
}

export function showChatNotification(input: ChatNotificationInput) {
  if (!readNotificationSettings().chatMessages) return Promise.resolve();
  return showNotification(chatNotification(input));
}

/**
 * 'Slå notifikationer til' on this device: asks for permission and subscribes. Returns the
 * Danish message to show when it cannot ('Din browser understøtter ikke notifikationer.').
 */
export async function enableNotifications(): Promise<{ ok: true } | { ok: false; message: string }> {
  if (!pushSupported()) return { ok: false, message: UNSUPPORTED_MESSAGE };
  localStorage.setItem(PERMISSION_ASKED_KEY, new Date().toISOString());
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    return { ok: false, message: 'Notifikationer er slået fra i browseren for denne side.' };
  try {
    await subscribeDevice();
    return { ok: true };
  } catch {
    return { ok: false, message: 'Kunne ikke gemme notifikationsindstillinger.' };
  }
}
