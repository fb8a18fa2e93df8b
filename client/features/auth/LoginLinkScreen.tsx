import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { authEndpoints } from '@common/contracts/endpoints/auth';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/api-client';
import { setAuthToken } from '../../lib/auth-token';
import { showToastAfterReload } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';

const INVALID = 'Linket er ugyldigt eller udløbet. Bed om et nyt på login-siden.';

/**
 * /login-link?token=… (S19): the sign-in link from the mail. Signing in is a button, not the page
 * load, so a mail scanner following the link uses nothing up. This browser is remembered as one
 * of the person's afterwards.
 */
export default function LoginLinkScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signIn = useMutation({
    mutationFn: () => call(authEndpoints.confirmLoginLink, { body: { token } }),
    onSuccess: (result) => {
      setAuthToken(result.token, false);
      showToastAfterReload({ title: `Velkommen, ${result.firstName}!`, variant: 'success' });
      window.location.assign('/');
    },
  });
  const failure =
    signIn.error instanceof ApiError && signIn.error.serverMessage
      ? signIn.error.serverMessage
      : 'Det lykkedes ikke. Prøv igen om lidt.';
  return (
    <div className="auth-screen">
      <Card>
        <CardTitle as="h1">Log ind med link</CardTitle>
        {!token ? (
          <p role="alert">{INVALID}</p>
        ) : (
          <div className="form">
            <p>Tryk for at logge ind på denne enhed. Linket virker én gang, og enheden bliver husket bagefter.</p>
            {signIn.isError ? <p role="alert">{failure}</p> : null}
            <Button block loading={signIn.isPending || signIn.isSuccess} onClick={() => signIn.mutate()}>
              Log ind
            </Button>
          </div>
        )}
        <p className="small center">
          <Link to="/auth">Til login-siden</Link>
        </p>
      </Card>
    </div>
  );
}
