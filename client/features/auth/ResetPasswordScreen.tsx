import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/api-client';
import { setAuthToken } from '../../lib/auth-token';
import { showToast, showToastAfterReload } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { resetPasswordForm, type ResetPasswordForm } from './reset-password-form';

/**
 * /reset-password?token=… (E2): the link from the mail. A new password ends every other
 * session of the person and signs them in here.
 */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await call(mailEndpoints.confirmPasswordReset, {
        body: { token, password: values.password },
      });
      setAuthToken(result.token, false);
      showToastAfterReload({
        title: 'Din adgangskode er ændret',
        description: 'Du er logget ind. Andre enheder er logget ud.',
        variant: 'success',
      });
      await queryClient.invalidateQueries();
      window.location.assign('/');
    } catch (error) {
      const message =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Prøv igen om lidt.';
      const passwordError = error instanceof ApiError ? error.fieldErrors?.password : undefined;
      if (passwordError) form.setError('password', { message: passwordError });
      else showToast({ title: 'Kunne ikke ændre adgangskoden', description: message, variant: 'error' });
    }
  });

  return (
    <div className="auth-screen">
      <Card>
        <CardTitle as="h1">Vælg ny adgangskode</CardTitle>
        {token ? (
          <form onSubmit={onSubmit} noValidate className="form">
            <TextField
              label="Ny adgangskode"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <TextField
              label="Gentag ny adgangskode"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <Button type="submit" block loading={isSubmitting}>
              Gem adgangskode
            </Button>
          </form>
        ) : (
          <p role="alert">Linket er ugyldigt eller udløbet. Bed om et nyt.</p>
        )}
        <p className="small center">
          <Link to="/forgot-password">Bed om et nyt link</Link>
        </p>
      </Card>
    </div>
  );
}
