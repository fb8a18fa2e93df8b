import { useState } from 'react';
import { clearAuthToken } from '../../lib/auth-token';
import { errorMessage } from '../../lib/api';
import { showToast, showToastAfterReload } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { logoutEverywhere } from './profile-api';

/**
 * "Log ud overalt" (S20): for a lost phone or a mail about a change one did not ask for. Every
 * session ends, this one too, and every open link to reset the password, change the address or
 * sign in stops working.
 */
export function LogoutEverywhereSection() {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await logoutEverywhere();
      clearAuthToken();
      showToastAfterReload({ title: 'Du er logget ud på alle enheder', variant: 'success' });
      window.location.assign('/auth');
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      showToast({ title: 'Fejl', description: errorMessage(error, 'Prøv igen om lidt.'), variant: 'error' });
    }
  };
  return (
    <section className="settings-section" aria-labelledby="logout-everywhere-title">
      <h2 id="logout-everywhere-title">Log ud overalt</h2>
      <p className="muted small">
        Har du mistet en telefon, eller har du fået en e-mail om en ændring, du ikke har bedt om? Så log ud på alle
        enheder. Links til at vælge ny adgangskode, skifte email eller logge ind holder også op med at virke.
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Log ud overalt
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Log ud på alle enheder?"
        description="Du bliver også logget ud her og skal logge ind igen."
        confirmLabel="Log ud overalt"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
