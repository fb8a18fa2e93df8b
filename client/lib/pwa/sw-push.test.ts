import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatNotification } from '@common/domain/notifications';
import { NOTIFICATION_SETTINGS_KEY, adoptServerSettings } from './notification-settings';
import { runWorker } from './sw-harness.test-helpers';

const chatPush = chatNotification({
  senderName: 'Mette Kjær',
  chatName: 'Senior 1',
  message: 'Husk bolde',
  chatId: 'serie_3_pulje_5',
  userId: 7,
});
const pushEvent = (content: unknown) => ({ data: { json: () => content } });

describe('the service worker’s push handler', () => {
  it('shows a chat push with the sender, chat name, icon and badge', async () => {
    const worker = runWorker(undefined, { settings: { chatMessages: true } });
    await worker.dispatch('push', pushEvent(chatPush));
    expect(worker.shown).toHaveLength(1);
    expect(worker.shown[0]).toMatchObject({
      title: 'Mette Kjær (Senior 1)',
      options: { body: 'Husk bolde', icon: '/app-icon-512.png', badge: '/favicon-192x192.png' },
    });
  });

  it('never returns without a notification while the app is hidden, even with chat turned off locally', async () => {
    // Returning silently would make the browser show its own generic notice instead.
    const worker = runWorker(undefined, { settings: { chatMessages: false }, visibleClient: false });
    await worker.dispatch('push', pushEvent(chatPush));
    expect(worker.shown.map((s) => s.title)).toEqual(['Mette Kjær (Senior 1)']);
  });

  it('leaves a chat push out when chat is turned off on this device and the app is on screen', async () => {
    const worker = runWorker(undefined, { settings: { chatMessages: false }, visibleClient: true });
    await worker.dispatch('push', pushEvent(chatPush));
    expect(worker.shown).toEqual([]);
  });

  it('shows other pushes whatever the chat setting', async () => {
    const worker = runWorker(undefined, { settings: { chatMessages: false }, visibleClient: true });
    await worker.dispatch(
      'push',
      pushEvent({ title: 'Vigtig besked', body: 'Generalforsamling', tag: 'announcement-1' }),
    );
    expect(worker.shown.map((s) => s.title)).toEqual(['Vigtig besked']);
  });
});

describe('the device’s chat setting follows the server’s', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies chatNotificationsEnabled into notification-settings and tells the worker, only when it changed', () => {
    const data = new Map<string, string>([[NOTIFICATION_SETTINGS_KEY, '{"chatMessages":true}']]);
    const posted: unknown[] = [];
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    });
    vi.stubGlobal('navigator', {
      serviceWorker: { controller: { postMessage: (m: unknown) => posted.push(m) } },
    });

    adoptServerSettings({ chatNotificationsEnabled: false });
    expect(JSON.parse(data.get(NOTIFICATION_SETTINGS_KEY)!)).toEqual({ chatMessages: false });
    expect(posted).toEqual([{ type: 'NOTIFICATION_SETTINGS', settings: { chatMessages: false } }]);

    adoptServerSettings({ chatNotificationsEnabled: false });
    expect(posted).toHaveLength(1);
    adoptServerSettings({ chatNotificationsEnabled: true });
    expect(JSON.parse(data.get(NOTIFICATION_SETTINGS_KEY)!)).toEqual({ chatMessages: true });
  });
});
