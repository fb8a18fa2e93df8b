/** The device's own notification choices, under 'notification-settings' (part 1 §7). */
export const NOTIFICATION_SETTINGS_KEY = 'notification-settings';

export interface LocalNotificationSettings {
  chatMessages: boolean;
}

export function readNotificationSettings(): LocalNotificationSettings {
  try {
    const parsed = JSON.parse(
      localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? '{}',
    ) as Partial<LocalNotificationSettings>;
    return { chatMessages: parsed.chatMessages !== false };
  } catch {
    return { chatMessages: true };
  }
}

export function writeNotificationSettings(settings: LocalNotificationSettings) {
  localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify(settings));
  syncSettingsToWorker();
}

/**
 * The server's chat setting is the truth (the profile's 'Chatbeskeder' switch writes both; the
 * server sends no chat push when it is off): on every load of the signed-in person this device's
 * copy follows it, so a switch flipped on another device reaches this one too.
 */
export function adoptServerSettings(user: { chatNotificationsEnabled: boolean }) {
  try {
    if (readNotificationSettings().chatMessages === user.chatNotificationsEnabled) return;
    writeNotificationSettings({ chatMessages: user.chatNotificationsEnabled });
  } catch {
    /* storage unavailable: the server's own filter still applies */
  }
}

/** The service worker cannot read local storage: it gets a copy (see sw.js's push handler). */
export function syncSettingsToWorker() {
  navigator.serviceWorker?.controller?.postMessage({
    type: 'NOTIFICATION_SETTINGS',
    settings: readNotificationSettings(),
  });
}
