import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Payment } from '@common/contracts/payments';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { PaymentsUnavailable } from './CardPayment';
import { OutstandingPayments, PaymentHistory } from './PaymentLists';
import { usePayments, usePaymentsConfig } from './payments-api';
import { PayOutstandingStep } from './PayOutstandingStep';
import { SandboxNotice } from './SandboxNotice';
import './payments.css';

/** 'Betalinger' (/payment): Skyldige Betalinger, the latest 5, an empty state and the error panel; ?pay=<id> opens one. */
export default function PaymentsScreen() {
  const payments = usePayments();
  const config = usePaymentsConfig();
  const [paying, setPaying] = useState<Payment | null>(null);
  const done = useCallback(() => setPaying(null), []);
  // The link in an overdue reminder mail (E5): /payment?pay=<id> opens that payment at once.
  const [params, setParams] = useSearchParams();
  const payId = Number(params.get('pay'));
  useEffect(() => {
    // Wait for a refetch: a payment just opened elsewhere is not in the list from before it.
    if (!payId || !payments.data || payments.isFetching) return;
    const wanted = payments.data.find((p) => p.id === payId && p.status === 'pending');
    if (wanted) setPaying(wanted);
    setParams({}, { replace: true });
  }, [payId, payments.data, payments.isFetching, setParams]);
  if (paying) return <PayOutstandingStep payment={paying} onDone={done} />;
  return (
    <div className="screen">
      <PageHeader title="Betalinger" backTo="/" />
      <SandboxNotice />
      {config.data?.provider === 'unavailable' ? <PaymentsUnavailable /> : null}
      {payments.isLoading ? (
        <Skeleton rows={2} height={120} />
      ) : payments.isError ? (
        <PaymentsUnavailable />
      ) : (
        <>
          <OutstandingPayments payments={payments.data ?? []} onPay={setPaying} />
          <PaymentHistory payments={payments.data ?? []} limit={5} />
        </>
      )}
    </div>
  );
}
