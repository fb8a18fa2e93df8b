import { Bell } from 'lucide-react';
import type { User } from '@common/contracts/user';
import { writeNotificationSettings } from '../../lib/pwa/notification-settings';
import { showToast } from '../../lib/toast-store';
import { Card, CardTitle } from '../../ui/Card';
import { useSetNotifications } from './profile-api';

/** Notifikationer on the profile: PUT /api/user/notifications. */
export function NotificationSettingsCard({ user }: { user: User }) {
  const save = useSetNotifications();
  const toggle = async (field: 'notificationsEnabled' | 'chatNotificationsEnabled', value: boolean) => {
    try {
      await save.mutateAsync({
        notificationsEnabled: user.notificationsEnabled,
        chatNotificationsEnabled: user.chatNotificationsEnabled,
        [field]: value,
      });
      // The service worker filters chat pushes on this device's local copy (part 1 §7).
      if (field === 'chatNotificationsEnabled') writeNotificationSettings({ chatMessages: value });
      showToast({ title: 'Indstillinger opdateret', variant: 'success' });
    } catch {
      showToast({ title: 'Fejl', description: 'Kunne ikke gemme notifikationsindstillinger.', variant: 'error' });
    }
  };
  return (
    <Card aria-labelledby="notifications-title">
      <div id="notifications-title">
        <CardTitle icon={<Bell size={18} aria-hidden="true" />}>Notifikationer</CardTitle>
      </div>
      <label className="switch-row">
        <span>Notifikationer</span>
        <input
          type="checkbox"
          role="switch"
          checked={user.notificationsEnabled}
          disabled={save.isPending}
          onChange={(e) => void toggle('notificationsEnabled', e.target.checked)}
        />
      </label>
      <label className="switch-row">
        <span>Chatbeskeder</span>
        <input
          type="checkbox"
          role="switch"
          checked={user.chatNotificationsEnabled}
          disabled={save.isPending}
          onChange={(e) => void toggle('chatNotificationsEnabled', e.target.checked)}
        />
      </label>
    </Card>
  );
}
