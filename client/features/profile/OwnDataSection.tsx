import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteAccountRequest, type DeleteAccountRequest } from '@common/contracts/profile';
import { clearAuthToken } from '../../lib/auth-token';
import { errorMessage } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { deleteOwnAccount, downloadOwnData } from './profile-api';

/** Mine data (GDPR, S15): download everything as JSON, or delete the account after re-entering the password. */
export function OwnDataSection() {
  const [confirming, setConfirming] = useState(false);
  // The message goes as soon as the password is typed again.
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequest),
    shouldFocusError: false,
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const download = async () => {
    try {
      await downloadOwnData();
    } catch (e) {
      showToast({ title: 'Fejl', description: errorMessage(e, 'Kunne ikke hente dine data. Prøv igen.'), variant: 'error' });
    }
  };

  const remove = form.handleSubmit(async ({ password }) => {
    try {
      await deleteOwnAccount(password);
      clearAuthToken();
      window.location.assign('/');
    } catch (e) {
      if (!applyServerFieldErrors(form, e)) {
        form.setError('password', { type: 'server', message: errorMessage(e, 'Kunne ikke slette kontoen. Prøv igen.') });
      }
    }
  });

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
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title="Slet din konto?"
        description="Dette kan ikke fortrydes. Indtast din adgangskode for at bekræfte."
        confirmLabel="Slet konto"
        busy={isSubmitting}
        onConfirm={() => void remove()}
      >
        <form noValidate onSubmit={(e) => void remove(e)}>
          <TextField
            label="Adgangskode"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
        </form>
      </ConfirmDialog>
    </section>
  );
}
