import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';

/** Decision 071: the answer's optional comment, at most 140 characters. */
const MAX_COMMENT = 140;

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
  withComment,
}: {
  /** The group's accessible name, e.g. 'Tilgængelighed mod B93'. */
  label: string;
  value: boolean | null | undefined;
  busy: boolean;
  /** The comment goes with the next tap on Klar or Ikke klar (empty: none). */
  onAnswer: (available: boolean, comment?: string) => void;
  /** Offer the optional comment field (the full cards; not the small tiles). */
  withComment?: boolean;
}) {
  const [comment, setComment] = useState('');
  const answer = (available: boolean) => onAnswer(available, comment.trim() || undefined);
  return (
    <div className="stack" style={{ gap: 6 }}>
      <div className="row" role="group" aria-label={label}>
        <Button
          size="sm"
          variant={value === true ? 'success' : 'secondary'}
          aria-pressed={value === true}
          disabled={busy}
          onClick={() => answer(true)}
        >
          <Check size={16} aria-hidden="true" /> Klar
        </Button>
        <Button
          size="sm"
          variant={value === false ? 'danger' : 'secondary'}
          aria-pressed={value === false}
          disabled={busy}
          onClick={() => answer(false)}
        >
          <X size={16} aria-hidden="true" /> Ikke klar
        </Button>
      </div>
      {withComment ? (
        <TextField
          label="Kommentar (valgfri)"
          aria-label={`Kommentar (valgfri) til ${label.toLowerCase()}`}
          placeholder="Kommer 10 min. for sent"
          maxLength={MAX_COMMENT}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      ) : null}
    </div>
  );
}
