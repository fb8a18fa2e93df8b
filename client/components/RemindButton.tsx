import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/Button';

/**
 * Påmind nu (decision 071): one tap pushes everyone who has not answered; the answer says how many
 * ('3 spillere påmindet'). The caller sends and reports; the button only rests while it works.
 * Where several stand on one screen, `what` names the event, so each button has a name of its own.
 */
export function RemindButton({
  label,
  what,
  onRemind,
}: {
  label: string;
  what?: string;
  onRemind: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      title={label}
      aria-label={what ? `Påmind nu: ${what}` : undefined}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void onRemind().finally(() => setBusy(false));
      }}
    >
      <BellRing size={14} aria-hidden="true" /> Påmind nu
    </Button>
  );
}
