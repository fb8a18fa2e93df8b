import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_CLOSE_MS, showChatNotification } from './push';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static made: FakeNotification[] = [];
  closed = false;
  constructor(
    public title: string,
    public options: NotificationOptions,
  ) {
    FakeNotification.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

function browser(chatMessages: boolean) {
  FakeNotification.made = [];
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('window', { Notification: FakeNotification });
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => undefined } });
  vi.stubGlobal('localStorage', { getItem: () => JSON.stringify({ chatMessages }) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const input = {
  senderName: 'Mette Kjær',
  chatName: 'Senior 1',
  message: 'Hej',
  chatId: 'serie_3_pulje_5',
  userId: 7,
};

describe('the page’s chat notification', () => {
  it('without a service worker, is a plain browser notification that closes after 5 s', async () => {
    vi.useFakeTimers();
    browser(true);
    await showChatNotification(input);
    expect(FakeNotification.made.map((n) => n.title)).toEqual(['Mette Kjær (Senior 1)']);
    vi.advanceTimersByTime(FALLBACK_CLOSE_MS - 1);
    expect(FakeNotification.made[0]!.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(FakeNotification.made[0]!.closed).toBe(true);
  });

  it('is not shown when the local setting turns chat messages off', async () => {
    browser(false);
    await showChatNotification(input);
    expect(FakeNotification.made).toEqual([]);
  });
});
