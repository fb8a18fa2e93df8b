import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import type { LoginRequest } from '@common/contracts/auth';
import { authEndpoints } from '@common/contracts/endpoints/auth';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/api-client';
import { setAuthToken } from '../../lib/auth-token';
import { showToast, showToastAfterReload } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { CheckboxField, TextField } from '../../ui/Field';

/**
 * The login rule and zod with it (36 KB gzip) load when the form is first focused, or at the
 * latest when it is sent: the first load of /auth carries none of it (issue 15, P6). The rule
 * and its messages are the contract's, as before.
 */
const loadRules = () => import('./login-rules');
const loginResolver: Resolver<LoginRequest> = async (values, context, options) =>
  (await loadRules()).loginResolver(values, context, options);

/** Log ind: on success the token is kept, data refetched and the app reloads at /. */
export function LoginForm() {
  const queryClient = useQueryClient();
  const form = useForm<LoginRequest>({
    resolver: loginResolver,
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
    <form onSubmit={onSubmit} onFocus={() => void loadRules()} noValidate className="form">
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
