import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { enableNotifications } from '../../lib/pwa/push';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';

/**
 * Asks this device (browser) for permission to show notifications, when it has not been given
 * yet. Named in words, so it is never mistaken for the chat's own notification switch.
 */
export function EnableNotificationsButton() {
  // Drawn on the server (app/server-render.tsx), as on a phone that has not answered yet.
  const [permission, setPermission] = useState(() =>
    typeof window === 'undefined'
      ? 'default'
      : 'Notification' in window
        ? Notification.permission
        : 'unsupported',
  );
  if (permission === 'granted') return null;
  const enable = async () => {
    const result = await enableNotifications();
    if ('Notification' in window) setPermission(Notification.permission);
    if (result.ok) showToast({ title: 'Indstillinger opdateret', variant: 'success' });
    else showToast({ title: 'Notifikationer', description: result.message, variant: 'error' });
  };
  return (
    <Button variant="secondary" size="sm" className="chat-device-button" onClick={() => void enable()}>
      <Smartphone size={16} aria-hidden="true" />
      Tillad notifikationer på denne enhed
    </Button>
  );
}
