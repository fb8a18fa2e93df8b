import { Clock } from 'lucide-react';
import { ButtonLink } from '../../ui/ButtonLink';

/**
 * A payment the bank is still processing (MobilePay, some cards): not a failure. The webhook
 * completes the registration when the payment goes through; the payer can then sign in.
 */
export function PaymentProcessingNotice({ username, heading: Heading = 'h2' }: { username?: string; heading?: 'h1' | 'h2' }) {
  return (
    <div className="center" role="status">
      <Clock size={48} aria-hidden="true" className="payment-icon-processing" />
      <Heading>Betalingen behandles</Heading>
      <p>
        Din betaling er modtaget og er ved at blive behandlet. Din konto oprettes automatisk, så snart betalingen er gennemført – som regel
        inden for få minutter.
      </p>
      {username ? (
        <p>
          Derefter kan du logge ind med brugernavnet <strong>{username}</strong>.
        </p>
      ) : (
        <p>Derefter kan du logge ind med dit brugernavn.</p>
      )}
      <ButtonLink href="/auth" variant="secondary" block>
        Tilbage til login
      </ButtonLink>
    </div>
  );
}
