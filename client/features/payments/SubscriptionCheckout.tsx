import { useEffect, useState } from 'react';
import type { ClientSecretResponse } from '@common/contracts/payments';
import { ApiError } from '../../lib/api';
import { getAuthToken, setAuthToken } from '../../lib/auth-token';
import { formatKr } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import { Spinner } from '../../ui/Spinner';
import type { CardSuccess } from './card-result';
import { CardPayment } from './CardPayment';
import { paymentsApi } from './payments-api';

/**
 * The provider may take a moment to mark the subscription paid after the card is confirmed:
 * 'not succeeded' (402) is asked again a few times before it counts as a failure.
 */
async function completeWithRetry(paymentIntentId: string, attempts = 4) {
  for (let i = 1; ; i++) {
    try {
      return await paymentsApi.completeSubscription(paymentIntentId);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 402) || i >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  }
}

/**
 * Subscription purchase (part 2 §4): create the subscription, receive a client secret, then the
 * card form; after a successful charge the server activates the membership.
 */
export function SubscriptionCheckout({
  type,
  player,
  failureText,
  onDone,
  onCancel,
}: {
  type: 'spiller' | 'ru';
  /** The home prompt of role none uses the player-subscription endpoint. */
  player?: boolean;
  failureText: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [intent, setIntent] = useState<ClientSecretResponse | null>(null);
  const [completing, setCompleting] = useState(false);
  useEffect(() => {
    const create = player ? paymentsApi.createPlayerSubscription() : paymentsApi.createSubscription(type);
    create.then(setIntent).catch((error: unknown) => {
      showToast({ title: 'Fejl', description: error instanceof ApiError && error.status === 409 ? (error.serverMessage ?? failureText) : failureText, variant: 'error' });
      onCancel();
    });
  }, [type, player, failureText, onCancel]);

  const onResult = async (result: CardSuccess) => {
    setCompleting(true);
    try {
      const done = await completeWithRetry(result.paymentIntentId);
      // The server renewed the session (the role may have changed): keep the new token.
      if (done.token && getAuthToken()) setAuthToken(done.token, Boolean(localStorage.getItem('authToken')));
      showToast({ title: 'Betaling gennemført!', variant: 'success' });
      onDone();
    } catch {
      showToast({
        title: 'Betalingen lykkedes',
        description: 'der var et problem med at aktivere medlemskabet. Kontakt support.',
        variant: 'error',
      });
      setCompleting(false);
    }
  };

  if (!intent || completing) return <Spinner />;
  return (
    <CardPayment
      clientSecret={intent.clientSecret}
      returnPath="/abonnement"
      submitLabel={`Betal ${formatKr(intent.amount)}`}
      onResult={(r) => void onResult(r)}
    />
  );
}
