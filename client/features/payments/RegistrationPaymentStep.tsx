import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_PROCESSING_MESSAGE, type ClientSecretResponse } from '@common/contracts/payments';
import type { RegistrationData } from '@common/contracts/registration';
import { ApiError } from '../../lib/api';
import { setAuthToken } from '../../lib/auth-token';
import { useClubIdentity } from '../../lib/club-config';
import { membershipName, welcomeText } from '@common/domain/club-identity';
import { formatKr } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import { Card, CardTitle } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import type { CardSuccess } from './card-result';
import { CardPayment } from './CardPayment';
import { paymentsApi } from './payments-api';
import { PaymentProcessingNotice } from './PaymentProcessingNotice';
import { DEFAULT_PRICES } from '@common/domain/prices';
// Its error line uses the field styles without the Field component.
import '../../ui/field.css';
import { Button } from '../../ui/Button';
import { REGISTRATION_FAILURE } from './failure-texts';

/** Where the redirect return (/payment-success) finds the data of a MobilePay-style payment. */
export const PENDING_REGISTRATION_KEY = 'pendingRegistrationIntent';

/** The intent of this tab's registration and its client secret: the proof that this browser is the payer. */
export interface PendingRegistrationIntent {
  paymentIntentId: string;
  clientSecret: string;
}

export function readPendingRegistration(): PendingRegistrationIntent | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PENDING_REGISTRATION_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'paymentIntentId' in value && 'clientSecret' in value) {
      const { paymentIntentId, clientSecret } = value as Record<string, unknown>;
      if (typeof paymentIntentId === 'string' && typeof clientSecret === 'string') return { paymentIntentId, clientSecret };
    }
  } catch {
    // Anything else in the slot is ignored.
  }
  return null;
}

/** Promise only the ways the gateway offers for this payment (MobilePay where it has it). */
function payWith(methods: ClientSecretResponse['paymentMethods'] | undefined): string {
  if (!methods) return 'Betal for at aktivere dit medlemskab.';
  return methods.includes('mobilepay') ? 'Betal med kort eller MobilePay for at aktivere dit medlemskab.' : 'Betal med kort for at aktivere dit medlemskab.';
}

/**
 * The payment step of 'Bliv Medlem' (part 1 §2, §4): 'Næsten færdig, {name}!', 300 kr by card,
 * then the account is created on the server only if the payment succeeded. Back forgets this
 * payment; the form behind it keeps what was typed (AuthScreen, F24).
 */
export default function RegistrationPaymentStep({ data, onBack }: { data: RegistrationData; onBack: () => void }) {
  const [intent, setIntent] = useState<ClientSecretResponse | null>(null);
  const { shortName } = useClubIdentity();
  const [failed, setFailed] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [processing, setProcessing] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    paymentsApi
      .registrationIntent(data)
      .then((res) => {
        if (!live) return;
        setIntent(res);
        const pending: PendingRegistrationIntent = { paymentIntentId: res.paymentIntentId, clientSecret: res.clientSecret };
        sessionStorage.setItem(PENDING_REGISTRATION_KEY, JSON.stringify(pending));
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        if (error instanceof ApiError && error.serverMessage) {
          showToast({ title: 'Kunne ikke oprettet betalingsintention', description: error.serverMessage, variant: 'error' });
        } else {
          showToast({ title: 'Fejl', description: 'Der opstod en fejl ved forberedelse af betalingen', variant: 'error' });
        }
      });
    return () => {
      live = false;
    };
  }, [data]);

  const back = () => {
    sessionStorage.removeItem(PENDING_REGISTRATION_KEY);
    setIntent(null);
    onBack();
  };

  const onResult = async (result: CardSuccess) => {
    if (result.status === 'processing') {
      // Not a failure: the bank is still processing; the webhook creates the account when it is done.
      setProcessing(true);
      return;
    }
    if (!intent) return;
    setCompleting(true);
    try {
      const user = await paymentsApi.completeRegistration(result.paymentIntentId, intent.clientSecret, data);
      sessionStorage.removeItem(PENDING_REGISTRATION_KEY);
      setAuthToken(user.token, false);
      // A username taken while paying got the next free number (D14): the payer must learn it.
      const renamed = user.username !== data.username;
      showToast({
        title: welcomeText(shortName),
        description: renamed
          ? `Dit medlemskab er nu aktivt. Brugernavnet ${data.username} blev taget imens, så dit brugernavn er ${user.username}.`
          : 'Dit medlemskab er nu aktivt',
        variant: 'success',
      });
      await queryClient.invalidateQueries();
      navigate('/');
    } catch (error) {
      // The server explains why the account could not be made; without an answer at all the
      // completion itself failed (part 1 §8: registration failure vs. completion failure).
      if (error instanceof ApiError && error.status === 409 && error.serverMessage === PAYMENT_PROCESSING_MESSAGE) {
        setProcessing(true);
      } else if (error instanceof ApiError) {
        showToast({ title: 'Registrering fejl', description: error.serverMessage || 'Der opstod en fejl ved oprettelse af kontoen', variant: 'error' });
      } else {
        showToast({ title: 'Betalingen fejlede', description: 'Ukendt fejl', variant: 'error' });
      }
      setCompleting(false);
    }
  };

  return (
    <Card>
      <Button variant="ghost" size="sm" onClick={back}>
        ← Tilbage til registrering
      </Button>
      <CardTitle as="h1">Næsten færdig, {data.firstName}!</CardTitle>
      <p className="muted">
        {membershipName(shortName)}: <strong>{formatKr(intent?.amount ?? DEFAULT_PRICES.ruFeeOre)}</strong> om året. {payWith(intent?.paymentMethods)}
      </p>
      {processing ? (
        <PaymentProcessingNotice username={data.username} />
      ) : failed ? (
        <p className="field-error" role="alert">
          Der opstod en fejl ved forberedelse af betalingen
        </p>
      ) : !intent || completing ? (
        <Spinner label={completing ? 'Opretter din konto...' : 'Indlæser...'} />
      ) : (
        <CardPayment
          clientSecret={intent.clientSecret}
          paymentMethods={intent.paymentMethods}
          submitLabel={`Betal ${formatKr(intent.amount)}`}
          failureTexts={REGISTRATION_FAILURE}
          onResult={(r) => void onResult(r)}
        />
      )}
    </Card>
  );
}
