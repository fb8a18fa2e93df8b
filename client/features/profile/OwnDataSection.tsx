import { useState } from 'react';
import { clearAuthToken } from '../../lib/auth-token';
import { errorMessage } from '../../lib/api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { deleteOwnAccount, downloadOwnData } from './profile-api';

/** Mine data (GDPR, S15): download everything as JSON, or delete the account after re-entering the password. */
export function OwnDataSection() {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    try {
      await downloadOwnData();
    } catch (e) {
      showToast({ title: 'Fejl', description: errorMessage(e, 'Kunne ikke hente dine data. Prøv igen.'), variant: 'error' });
    }
  };

  const remove = async () => {
    if (!password) {
      setError('Adgangskode er påkrævet');
      return;
    }
    setBusy(true);
    try {
      await deleteOwnAccount(password);
      clearAuthToken();
      window.location.assign('/');
    } catch (e) {
      setError(errorMessage(e, 'Kunne ikke slette kontoen. Prøv igen.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card danger-zone" aria-labelledby="own-data-title">
      <h2 id="own-data-title">Mine data</h2>
      <p className="muted small">Hent alt, klubben har gemt om dig (profil, tilmeldinger, betalinger og beskeder), som en JSON-fil.</p>
      <Button variant="secondary" onClick={() => void download()}>
        Download mine data
      </Button>
      <p className="muted small">
        Sletter du din konto, bliver du logget ud overalt med det samme. Betalinger gemmes uden dit navn i 5 år af hensyn til bogføringsloven.
      </p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Slet min konto
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Slet din konto?"
        description="Dette kan ikke fortrydes. Indtast din adgangskode for at bekræfte."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Annuller
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void remove()}>
              Slet konto
            </Button>
          </>
        }
      >
        <TextField
          label="Adgangskode"
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
        />
      </Dialog>
    </section>
  );
}
