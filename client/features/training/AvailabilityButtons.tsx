import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { AvailabilityToggle } from '../../components/AvailabilityToggle';
import { useSetAvailability } from './training-api';

export const AVAILABILITY_ERROR = 'Kunne ikke opdatere tilgængelighed. Prøv igen.';

/** Klar / Ikke klar for one training (part 2 §2); the chosen one is pressed. */
export function AvailabilityButtons({
  trainingId,
  title,
  value,
}: {
  trainingId: number;
  title: string;
  value: boolean | null;
}) {
  const mutation = useSetAvailability();
  const answer = (available: boolean, comment?: string) =>
    mutation.mutate(
      { id: trainingId, available, comment },
      {
        onSuccess: () => showToast({ title: 'Tilgængelighed opdateret', variant: 'success' }),
        onError: (error) => showErrorToast(error, { title: errorMessage(error, AVAILABILITY_ERROR) }),
      },
    );
  return (
    <AvailabilityToggle
      label={`Tilgængelighed for ${title}`}
      value={value}
      busy={mutation.isPending}
      onAnswer={answer}
      withComment
    />
  );
}
