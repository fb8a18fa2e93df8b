import { Check, X } from 'lucide-react';
import { Button } from './Button';

/**
 * Klar / Ikke klar, the one answer matches and trainings ask for (part 1 §9, part 2 §2): two
 * buttons in a labelled group, the chosen one pressed (Klar green, Ikke klar red), both resting
 * while the answer is on its way.
 */
export function AvailabilityToggle({
  label,
  value,
  busy,
  onAnswer,
}: {
  /** The group's accessible name, e.g. 'Tilgængelighed mod B93'. */
  label: string;
  value: boolean | null | undefined;
  busy: boolean;
  onAnswer: (available: boolean) => void;
}) {
  return (
    <div className="row" role="group" aria-label={label}>
      <Button size="sm" variant={value === true ? 'success' : 'secondary'} aria-pressed={value === true} disabled={busy} onClick={() => onAnswer(true)}>
        <Check size={16} aria-hidden="true" /> Klar
      </Button>
      <Button size="sm" variant={value === false ? 'danger' : 'secondary'} aria-pressed={value === false} disabled={busy} onClick={() => onAnswer(false)}>
        <X size={16} aria-hidden="true" /> Ikke klar
      </Button>
    </div>
  );
}
