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

/** The service worker cannot read local storage: it gets a copy to filter chat pushes. */
export function syncSettingsToWorker() {
  navigator.serviceWorker?.controller?.postMessage({
    type: 'NOTIFICATION_SETTINGS',
    settings: readNotificationSettings(),
  });
}
