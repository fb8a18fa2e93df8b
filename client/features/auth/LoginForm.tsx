import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginRequest, type LoginRequest } from '@common/contracts/auth';
import { authEndpoints } from '@common/contracts/endpoints/auth';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/api-client';
import { setAuthToken } from '../../lib/auth-token';
import { showToast, showToastAfterReload } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { CheckboxField, TextField } from '../../ui/Field';

/** Log ind: on success the token is kept, data refetched and the app reloads at /. */
export function LoginForm() {
  const queryClient = useQueryClient();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { username: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await call(authEndpoints.login, { body: values });
      setAuthToken(result.token, values.rememberMe === true);
      showToastAfterReload({ title: 'Velkommen tilbage!', variant: 'success' });
      // Part 1 §7: user, matches, training and payments are refetched. Everything cached belongs to
      // the person before, so all of it is invalidated (and the first load carries no other area's calls).
      await queryClient.invalidateQueries();
      window.location.assign('/');
    } catch (error) {
      const description =
        error instanceof ApiError && error.status === 429 && error.serverMessage
          ? error.serverMessage
          : 'Forkert brugernavn eller adgangskode';
      showToast({ title: 'Login fejl', description, variant: 'error' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <TextField
        label="Brugernavn"
        autoComplete="username"
        autoCapitalize="none"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="Adgangskode"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <CheckboxField label="Husk mig" {...form.register('rememberMe')} />
      <p className="small">
        <Link to="/forgot-password">Glemt adgangskode?</Link>
      </p>
      <Button type="submit" block loading={isSubmitting}>
        Log ind
      </Button>
      <p className="muted small center">Spiller? Kontakt din holdleder for at få en konto.</p>
    </form>
  );
}
