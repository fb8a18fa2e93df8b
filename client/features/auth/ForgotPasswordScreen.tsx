import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { passwordResetRequest, type PasswordResetRequest } from '@common/contracts/mail';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { ButtonLink } from '../../ui/ButtonLink';

/**
 * /forgot-password (E2): the person gives their username or e-mail; the answer is the same
 * whether or not we know them, so the screen shows the server's words and nothing more.
 */
export default function ForgotPasswordScreen() {
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequest),
    defaultValues: { login: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await call(mailEndpoints.requestPasswordReset, { body: values });
      setAnswer(result.message);
    } catch (error) {
      const description =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Prøv igen om lidt.';
      showToast({ title: 'Kunne ikke sende', description, variant: 'error' });
    }
  });

  return (
    <div className="auth-screen">
      <Card>
        <CardTitle as="h1">Glemt adgangskode?</CardTitle>
        {answer ? (
          <div className="form" role="status">
            <p>{answer}</p>
            <p className="muted small">Linket virker i 30 minutter. Kig også i din spam-mappe.</p>
            <ButtonLink to="/auth" variant="secondary" block>
              Tilbage til log ind
            </ButtonLink>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="form">
            <p className="muted">
              Skriv dit brugernavn eller din email, så sender vi et link, hvor du kan vælge en ny adgangskode.
            </p>
            <TextField
              label="Brugernavn eller email"
              autoComplete="username"
              autoCapitalize="none"
              error={errors.login?.message}
              {...form.register('login')}
            />
            <Button type="submit" block loading={isSubmitting}>
              Send link
            </Button>
            <p className="small center">
              <Link to="/auth">Tilbage til log ind</Link>
            </p>
          </form>
        )}
      </Card>
    </div>
  );
}
