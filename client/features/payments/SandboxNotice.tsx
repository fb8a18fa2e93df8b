import { FlaskConical } from 'lucide-react';
import { SANDBOX_NOTICE } from '@common/contracts/payments';
import { usePaymentsConfig } from './payments-api';
import './payments.css';

/**
 * While the offline sandbox gateway runs, every payment screen says plainly that no real money
 * is taken (decision 020): a test card there buys a real membership in this installation only.
 */
export function SandboxNotice() {
  const config = usePaymentsConfig();
  if (config.data?.provider !== 'sandbox') return null;
  return (
    <p className="sandbox-notice" role="note">
      <FlaskConical size={18} aria-hidden="true" />
      <strong>{SANDBOX_NOTICE}</strong>
    </p>
  );
}
