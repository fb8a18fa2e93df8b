import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { PAYMENT_PROCESSING_MESSAGE } from '@common/contracts/payments';
import { welcomeText } from '@common/domain/club-identity';
import { ApiError } from '../../lib/api';
import { useClubIdentity } from '../../lib/club-config';
import { setAuthToken } from '../../lib/auth-token';
import { Card, CardTitle } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { paymentsApi } from './payments-api';
import { PaymentProcessingNotice } from './PaymentProcessingNotice';
import { PENDING_REGISTRATION_KEY, readPendingRegistration } from './RegistrationPaymentStep';
import { ButtonLink } from '../../ui/ButtonLink';

/**
 * /payment-success: the return from a redirect-based payment (MobilePay). Reads session_id,
 * payment_intent and redirect_status, completes the registration on the server, and shows the
 * welcome with 'Log ind nu' — or 'Noget gik galt' with 'Tilbage til login'.
 */
export default function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const [state, setState] = useState<'working' | 'ok' | 'processing' | 'failed'>('working');
  const [username, setUsername] = useState('');
  const { shortName } = useClubIdentity();

  useEffect(() => {
    // The client secret proves this browser is the payer: Stripe adds it to the return URL; a
    // return in the same tab also finds it where the payment step left it.
    const pending = readPendingRegistration();
    const intentId = params.get('payment_intent') ?? params.get('session_id') ?? pending?.paymentIntentId;
    const secret = params.get('payment_intent_client_secret') ?? (pending && pending.paymentIntentId === intentId ? pending.clientSecret : null);
    const status = params.get('redirect_status');
    if (intentId && status === 'processing') {
      // The bank is still at it: not a failure; the webhook creates the account when it is done.
      setState('processing');
      return;
    }
    if (!intentId || !secret || (status && status !== 'succeeded')) {
      setState('failed');
      return;
    }
    paymentsApi
      .completeFromRedirect(intentId, secret)
      .then((user) => {
        sessionStorage.removeItem(PENDING_REGISTRATION_KEY);
        setAuthToken(user.token, false);
        setUsername(user.username);
        setState('ok');
      })
      .catch((error: unknown) => {
        const processing = error instanceof ApiError && error.status === 409 && error.serverMessage === PAYMENT_PROCESSING_MESSAGE;
        setState(processing ? 'processing' : 'failed');
      });
  }, [params]);

  if (state === 'working') return <Spinner />;
  if (state === 'processing') {
    return (
      <div className="screen">
        <Card>
          <PaymentProcessingNotice heading="h1" />
        </Card>
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div className="screen">
        <Card className="center">
          <XCircle size={48} aria-hidden="true" className="payment-icon-failed" />
          <CardTitle as="h1">Noget gik galt</CardTitle>
          <p className="muted">Betalingen kunne ikke bekræftes. Ingen konto er oprettet.</p>
          <ButtonLink to="/auth" block>
            Tilbage til login
          </ButtonLink>
        </Card>
      </div>
    );
  }
  return (
    <div className="screen">
      <Card className="center">
        <CheckCircle2 size={48} aria-hidden="true" className="payment-icon-ok" />
        <CardTitle as="h1">{welcomeText(shortName)}</CardTitle>
        <p>Dit medlemskab er nu aktivt.</p>
        <p>
          Dit brugernavn er <strong>{username}</strong>
        </p>
        <ul className="benefit-list">
          <li>Adgang til alle seniorkampe</li>
          <li>Klubnyheder og medlemschat</li>
          <li>Rabat til klubbens arrangementer</li>
        </ul>
        <ButtonLink href="/auth" block>
          Log ind nu
        </ButtonLink>
      </Card>
    </div>
  );
}
