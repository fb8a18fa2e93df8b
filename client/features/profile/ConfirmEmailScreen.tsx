import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/api-client';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';

/**
 * /confirm-email?token=… (E7): the link sent to a new e-mail address. Confirming is a button,
 * not the page load, so a mail scanner following the link confirms nothing.
 */
export default function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => call(mailEndpoints.confirmEmailChange, { body: { token } }),
  });
  const failure =
    confirm.error instanceof ApiError && confirm.error.serverMessage
      ? confirm.error.serverMessage
      : 'Det lykkedes ikke. Prøv igen om lidt.';
  return (
    <div className="auth-screen">
      <Card>
        <CardTitle as="h1">Bekræft email</CardTitle>
        {!token ? (
          <p role="alert">Linket er ugyldigt eller udløbet. Skift email igen under Profil.</p>
        ) : confirm.isSuccess ? (
          <p role="status">
            Din email er nu <strong>{confirm.data.email}</strong>.
          </p>
        ) : (
          <div className="form">
            <p>Tryk for at bekræfte, at adressen er din, og tage den i brug. Skifter du email, får din gamle email besked.</p>
            {confirm.isError ? <p role="alert">{failure}</p> : null}
            <Button block loading={confirm.isPending} onClick={() => confirm.mutate()}>
              Bekræft email
            </Button>
          </div>
        )}
        <p className="small center">
          <Link to="/">Til forsiden</Link>
        </p>
      </Card>
    </div>
  );
}
