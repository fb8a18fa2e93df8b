import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { RegistrationData, RegistrationForm as TypedRegistration } from '@common/contracts/registration';
import { productName } from '@common/domain/club-identity';
import { useClubIdentity } from '../../lib/club-config';
import { ClubCrest } from '../../components/ClubCrest';
import { Card } from '../../ui/Card';
import { Tabs } from '../../ui/Tabs';
import { LoginForm } from './LoginForm';
import { Spinner } from '../../ui/Spinner';

// Bliv Medlem is its own chunk: signing in, what most visits of /auth are for, loads without it (P6).
const RegisterForm = lazy(() => import('./RegisterForm').then((m) => ({ default: m.RegisterForm })));

export type PaymentStepRenderer = (data: RegistrationData, back: () => void) => ReactNode;

/**
 * /auth: tabs 'Log ind' and 'Bliv Medlem'. After a valid registration form the app's payment
 * step takes over ('Næsten færdig, {name}!'); going back discards the pending payment but keeps
 * what was typed, picture included (F24). In memory only: it holds the password.
 */
export function AuthScreen({ renderPaymentStep }: { renderPaymentStep?: PaymentStepRenderer }) {
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('register') === 'true' ? 'register' : 'login');
  const [pending, setPending] = useState<RegistrationData | null>(null);
  const [typed, setTyped] = useState<TypedRegistration | undefined>();
  const identity = useClubIdentity();
  const goToPayment = (data: RegistrationData, values: TypedRegistration) => {
    setTyped(values);
    setPending(data);
  };

  if (pending && renderPaymentStep) {
    return <div className="auth-screen">{renderPaymentStep(pending, () => setPending(null))}</div>;
  }
  return (
    <div className="auth-screen">
      <div className="auth-brand">
        <ClubCrest {...identity} />
        <h1>{productName(identity.shortName)}</h1>
        <p className="muted">Kampe, træning og klubliv samlet ét sted</p>
      </div>
      <Card>
        <Tabs
          label="Log ind eller bliv medlem"
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'login', label: 'Log ind' },
            { value: 'register', label: 'Bliv Medlem' },
          ]}
        >
          {tab === 'login' ? (
            <LoginForm />
          ) : (
            <Suspense fallback={<Spinner />}>
              <RegisterForm onValid={goToPayment} initialValues={typed} paymentAvailable={Boolean(renderPaymentStep)} />
            </Suspense>
          )}
        </Tabs>
      </Card>
    </div>
  );
}
