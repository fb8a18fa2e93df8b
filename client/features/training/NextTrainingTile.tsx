import { Dumbbell } from 'lucide-react';
import { Link } from 'react-router';
import type { TrainingListItem } from '@common/contracts/training';
import { DEFAULT_TRAINING_LOCATION, eventKey } from '@common/contracts/plain-values';
import { isAskedToAnswer } from '@common/domain/availability';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useCan, useCurrentUser } from '../../lib/session';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { Card, CardTitle } from '../../ui/Card';
import { Button } from '../../ui/Button';
import { SkeletonLine } from '../../ui/Skeleton';
import { AVAILABILITY_ERROR } from './AvailabilityButtons';
import { useSetAvailability, useTrainings } from './training-api';
import './training.css';

/** Part 1 §4: unknown shows 'Klar?', true 'Klar', false 'Afbud'. */
export function toggleLabel(value: boolean | null): string {
  return value === null ? 'Klar?' : value ? 'Klar' : 'Afbud';
}

/** A click sets false when it was true, otherwise true. */
export function nextAnswer(value: boolean | null): boolean {
  return value !== true;
}

/** The next training that is not cancelled; of the person's own team (or club-wide) when they have one. */
export function nextTraining(
  trainings: TrainingListItem[],
  now: number,
  team: string | null = null,
): TrainingListItem | undefined {
  return trainings.find(
    (t) =>
      t.status !== 'cancelled' &&
      new Date(t.date).getTime() > now &&
      (!team || t.team === null || t.team === team),
  );
}

/**
 * Hjem: the next training (player and coach) with the Klar? toggle, unless 'Til dig' above has
 * its Klar / Ikke klar (`answersAbove`, keys from `eventKey`; decision 098).
 */
export function NextTrainingTile({ answersAbove }: { answersAbove?: ReadonlySet<string> }) {
  const can = useCan();
  const { user } = useCurrentUser();
  const show = can('home.nextTiles');
  const trainings = useTrainings();
  const mutation = useSetAvailability();
  if (!show) return null;
  const next = nextTraining(trainings.data ?? [], Date.now(), user?.team ?? null);
  const value = next?.myAvailability ?? null;
  // Decision 075: only someone the training is asked of gets 'Klar?' (a coach without a team is not).
  const asked = Boolean(
    next &&
    user &&
    isAskedToAnswer(user, { kind: 'training', team: next.team }) &&
    !answersAbove?.has(eventKey('training', next.id)),
  );
  const onToggle = () => {
    if (!next) return;
    mutation.mutate(
      { id: next.id, available: nextAnswer(value) },
      {
        onSuccess: () => showToast({ title: 'Tilgængelighed opdateret', variant: 'success' }),
        onError: (error) => showErrorToast(error, { title: errorMessage(error, AVAILABILITY_ERROR) }),
      },
    );
  };
  return (
    <Card aria-label="Næste træning">
      <CardTitle icon={<Dumbbell size={18} aria-hidden="true" />}>Næste træning</CardTitle>
      {trainings.isLoading ? (
        <SkeletonLine />
      ) : next ? (
        <div className="stack">
          <div>
            <p className="training-title">{next.title}</p>
            <p className="small muted">{formatDateTime(next.date)}</p>
            <p className="small muted">{next.location || DEFAULT_TRAINING_LOCATION}</p>
          </div>
          {asked ? (
            <Button
              size="sm"
              variant={value === true ? 'success' : value === false ? 'danger' : 'secondary'}
              className="next-training-toggle"
              aria-label={`Tilgængelighed: ${toggleLabel(value)}`}
              disabled={mutation.isPending}
              onClick={onToggle}
            >
              {toggleLabel(value)}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="small muted">
          Ingen planlagte træninger. <Link to="/training">Se træninger</Link>
        </p>
      )}
    </Card>
  );
}
