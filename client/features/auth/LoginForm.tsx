import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
 * The login rule and zod with it load when the form is first focused, or at the
 * latest when it is sent: the first load of /auth carries none of it (decision 085, P6). The rule
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
  // Guessing keeps new browsers out (S19): the way in from this one is a sign-in link by mail.
  const [keptOut, setKeptOut] = useState(false);

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
      const throttled = error instanceof ApiError && error.status === 429;
      const description =
        throttled && error.serverMessage ? error.serverMessage : 'Forkert brugernavn eller adgangskode';
      if (throttled) setKeptOut(true);
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
      {keptOut ? <LoginLinkOffer login={form.getValues('username')} /> : null}
      <p className="muted small center">Spiller? Kontakt din holdleder for at få en konto.</p>
    </form>
  );
}

/**
 * After many wrong passwords new browsers wait (S19): the owner gets in from this one with a link
 * mailed to their confirmed address. The answer is the same whether or not the person exists.
 */
function LoginLinkOffer({ login }: { login: string }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      setAnswer((await call(authEndpoints.requestLoginLink, { body: { login } })).message);
    } catch (error) {
      showToast({
        title: 'Kunne ikke sende linket',
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Prøv igen om lidt.',
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="login-link-offer" role="status">
      {answer ? (
        <p className="small">{answer}</p>
      ) : (
        <>
          <p className="small">
            Er det din konto? Efter mange forkerte forsøg holder vi nye enheder ude et stykke tid. Du kan logge ind med et
            link, som vi sender til din email.
          </p>
          <Button variant="secondary" block loading={busy} disabled={!login.trim()} onClick={() => void send()}>
            Send mig et login-link
          </Button>
        </>
      )}
    </div>
  );
}
