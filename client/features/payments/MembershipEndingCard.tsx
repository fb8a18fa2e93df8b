import { useEffect, useRef } from 'react';
import type { MembershipEnding } from '@common/domain/membership';
import { formatDayMonthYear } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

/** The sentence that says what happens to this kind of membership when it is to end. */
function endingText(ending: MembershipEnding): string {
  switch (ending.kind) {
    case 'subscription':
      return ending.renewsAt
        ? `Dit medlemskab fornyes automatisk ${formatDayMonthYear(ending.renewsAt)}. Opsiger du det, fornyes det ikke, og det slutter den dag.`
        : 'Dit medlemskab fornyes automatisk. Opsiger du det, fornyes det ikke, og det slutter ved periodens udløb.';
    case 'ending':
      return ending.endsAt ? `Dit medlemskab er opsagt og slutter ${formatDayMonthYear(ending.endsAt)}.` : 'Dit medlemskab er opsagt.';
    case 'paid-once':
      return `Dit medlemskab udløber ${formatDayMonthYear(ending.expiresAt)} og fornyes ikke automatisk, så der er intet at opsige.`;
    case 'by-club':
      return `Dit medlemskab er oprettet af klubben og udløber ${formatDayMonthYear(ending.expiresAt)}. Det fornyes ikke automatisk, så der er intet at opsige. Skal det stoppe før, så kontakt klubben.`;
    case 'kontingent':
      return 'Dit medlemskab følger dit betalte kontingent og fornyes ikke automatisk. Vil du melde dig ud, så kontakt klubben.';
    case 'none':
      return 'Du har intet aktivt medlemskab, så der er intet at opsige.';
  }
}

/**
 * 'Opsig medlemskab' on /abonnement (decision 020 "Every membership says how it ends"): the real
 * action for a gateway subscription, a plain sentence of what happens for every other kind.
 * Arriving from the profile's link (?action=cancel) moves focus here.
 */
export function MembershipEndingCard({
  ending,
  focus,
  cancelling,
  onCancel,
}: {
  ending: MembershipEnding;
  focus: boolean;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  if (ending.kind === 'none' && !focus) return null;
  return (
    <Card aria-labelledby="membership-ending-title">
      <h2 id="membership-ending-title" className="card-title" tabIndex={-1} ref={heading}>
        Opsig medlemskab
      </h2>
      <p role={ending.kind === 'ending' ? 'status' : undefined}>{endingText(ending)}</p>
      {ending.kind === 'subscription' ? (
        <Button block variant={focus ? 'danger' : 'secondary'} loading={cancelling} onClick={onCancel}>
          Opsig medlemskab
        </Button>
      ) : null}
    </Card>
  );
}
