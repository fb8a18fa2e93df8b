import { useState } from 'react';
import { remindNow } from '../../lib/remind';
import { RemindButton } from '../../components/RemindButton';
import { Spinner } from '../../ui/Spinner';
import { useAvailabilityList, useNotAnswered } from './training-api';

function Names({ label, names }: { label: string; names: string[] }) {
  return (
    <div>
      <h4 className="small">
        {label} ({names.length})
      </h4>
      {names.length ? (
        <p className="small muted">{names.join(', ')}</p>
      ) : (
        <p className="small muted">Ingen</p>
      )}
    </div>
  );
}

/** Who has answered what, and who has not (coach, board, admin); loaded when opened. */
export function AvailabilityDetails({
  trainingId,
  availableCount,
  unavailableCount,
  expectedCount = 0,
  canRemind,
}: {
  trainingId: number;
  availableCount: number;
  unavailableCount: number;
  /** Forventet fremmøde (decision 074): unanswered players who count as coming. */
  expectedCount?: number;
  /** Påmind nu: a coach for the teams they coach and club-wide trainings (D20). */
  canRemind: boolean;
}) {
  const [open, setOpen] = useState(false);
  const answers = useAvailabilityList(trainingId, open);
  const missing = useNotAnswered(trainingId, open);
  // Expected players count as coming and are not reminded; the rest have simply not answered.
  const expected = (missing.data ?? []).filter((p) => p.expected);
  const unanswered = (missing.data ?? []).filter((p) => !p.expected);
  const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  // Decision 071: the answer's comment follows the name.
  const withComment = (a: { user: { firstName: string; lastName: string }; comment: string | null }) =>
    `${fullName(a.user)}${a.comment ? ` (${a.comment})` : ''}`;
  return (
    <details
      className="availability-details"
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary>
        Svar: {availableCount} klar
        {expectedCount > 0 ? ` · ${expectedCount} forventet` : ''} · {unavailableCount} ikke klar
      </summary>
      {answers.isLoading || missing.isLoading ? (
        <Spinner />
      ) : (
        <div className="stack">
          <Names label="Klar" names={(answers.data ?? []).filter((a) => a.available).map(withComment)} />
          <Names
            label="Ikke klar"
            names={(answers.data ?? []).filter((a) => !a.available).map(withComment)}
          />
          {expected.length ? <Names label="Forventet" names={expected.map((p) => `${fullName(p)} (Forventet)`)} /> : null}
          <Names label="Ikke svaret" names={unanswered.map(fullName)} />
          {canRemind && unanswered.length ? (
            <RemindButton
              label="Påmind dem, der ikke har svaret"
              onRemind={() => remindNow('training', trainingId)}
            />
          ) : null}
        </div>
      )}
    </details>
  );
}
