import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from './Button';

/**
 * Påmind nu (issue 14 §4): one tap pushes everyone who has not answered; the answer says how many
 * ('3 spillere påmindet'). The caller sends and reports; the button only rests while it works.
 */
export function RemindButton({ label, onRemind }: { label: string; onRemind: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      title={label}
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
