import { lazy, Suspense } from 'react';
import { AuthScreen } from '../../features/auth/AuthScreen';
import { Spinner } from '../../ui/Spinner';

// The payment step is its own chunk: /auth stays light until someone reaches it.
const RegistrationPaymentStep = lazy(() => import('../../features/payments/RegistrationPaymentStep'));

/**
 * The sign-in screen as the app composes it. The payments feature plugs its payment step
 * into 'Bliv Medlem' here (features never import each other).
 */
export default function AuthEntry() {
  return (
    <AuthScreen
      renderPaymentStep={(data, back) => (
        <Suspense fallback={<Spinner />}>
          <RegistrationPaymentStep data={data} onBack={back} />
        </Suspense>
      )}
    />
  );
}
