import type { TrainingListItem } from '@common/contracts/training';
import { isAskedToAnswer } from '@common/domain/availability';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { EventAnswers } from '../../components/EventAnswers';
import { AVAILABILITY_ERROR } from './AvailabilityButtons';
import { expectedText } from './TrainingCard';
import { useSetAvailability } from './training-api';

/** A training's answers where it is shown outside Træning (Kalender): counts, faces, one-tap Klar / Ikke klar. */
export function TrainingAnswers({ training }: { training: TrainingListItem }) {
  const { user } = useCurrentUser();
  const mutation = useSetAvailability();
  if (!user || training.status === 'cancelled') return null;
  const canAnswer = isAskedToAnswer(user, { kind: 'training', team: training.team });
  return (
    <EventAnswers
      name={`${training.title} ${formatDateTime(training.date)}`}
      answers={training.answers}
      myAnswer={training.myAvailability}
      canAnswer={canAnswer}
      busy={mutation.isPending}
      extra={expectedText(training.expectedCount)}
      onAnswer={(available) =>
        mutation.mutate(
          { id: training.id, available },
          {
            onSuccess: () => showToast({ title: 'Tilgængelighed opdateret', variant: 'success' }),
            onError: (error) => showErrorToast(error, { title: errorMessage(error, AVAILABILITY_ERROR) }),
          },
        )
      }
    />
  );
}
