import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { enableNotifications } from '../../lib/pwa/push';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';

/** Offers notifications for new messages on this device when they are not on yet. */
export function EnableNotificationsButton() {
  const [permission, setPermission] = useState(() =>
    'Notification' in window ? Notification.permission : 'unsupported',
  );
  if (permission === 'granted') return null;
  const enable = async () => {
    const result = await enableNotifications();
    if ('Notification' in window) setPermission(Notification.permission);
    if (result.ok) showToast({ title: 'Indstillinger opdateret', variant: 'success' });
    else showToast({ title: 'Notifikationer', description: result.message, variant: 'error' });
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Slå notifikationer til på denne enhed"
      onClick={() => void enable()}
    >
      <BellRing size={20} aria-hidden="true" />
    </Button>
  );
}
