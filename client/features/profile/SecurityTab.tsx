import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangePasswordForm } from '@common/contracts/profile';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/session';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { changePasswordFormFor } from './change-password-form';
import { useChangePassword } from './profile-api';
import { LogoutEverywhereSection } from './LogoutEverywhereSection';
import { OwnDataSection } from './OwnDataSection';

/** Profilindstillinger › Sikkerhed: change password (part 1 §5), "Log ud overalt" (S20), then own data (S15). */
export function SecurityTab() {
  const change = useChangePassword();
  const { user } = useCurrentUser();
  const resolver = useMemo(() => zodResolver(changePasswordFormFor(user)), [user]);
  const form = useForm<ChangePasswordForm>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      showToast({ title: 'Adgangskode ændret!', variant: 'success' });
      form.reset();
    } catch (error) {
      applyServerFieldErrors(form, error);
      showToast({
        title: 'Fejl ved ændring af adgangskode',
        description: errorMessage(error, 'Der opstod en fejl. Prøv igen.'),
        variant: 'error',
      });
    }
  });

  return (
    <div className="stack">
      <section className="settings-section" aria-labelledby="password-title">
        <h2 id="password-title">Skift adgangskode</h2>
        <form className="form" noValidate onSubmit={onSubmit}>
          <TextField
            label="Nuværende adgangskode"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <TextField
            label="Ny adgangskode"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <TextField
            label="Bekræft ny adgangskode"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <p className="muted small">
            Når du skifter adgangskode, bliver du logget ud på dine andre enheder, og links til at vælge ny
            adgangskode eller skifte email holder op med at virke.
          </p>
          <Button type="submit" block loading={isSubmitting}>
            Skift adgangskode
          </Button>
        </form>
      </section>
      <LogoutEverywhereSection />
      <OwnDataSection />
    </div>
  );
}
