import { Check, X } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { useSetAvailability } from './training-api';

export const AVAILABILITY_ERROR = 'Kunne ikke opdatere tilgængelighed. Prøv igen.';

/** Klar / Ikke klar for one training (part 2 §2); the chosen one is pressed. */
export function AvailabilityButtons({ trainingId, title, value }: { trainingId: number; title: string; value: boolean | null }) {
  const mutation = useSetAvailability();
  const answer = (available: boolean) =>
    mutation.mutate(
      { id: trainingId, available },
      {
        onSuccess: () => showToast({ title: 'Tilgængelighed opdateret', variant: 'success' }),
        onError: (error) => showErrorToast(error, { title: errorMessage(error, AVAILABILITY_ERROR) }),
      },
    );
  return (
    <div className="row" role="group" aria-label={`Tilgængelighed for ${title}`}>
      <button
        type="button"
        className={`btn btn-sm ${value === true ? 'btn-success' : 'btn-secondary'}`}
        aria-pressed={value === true}
        disabled={mutation.isPending}
        onClick={() => answer(true)}
      >
        <Check size={16} aria-hidden="true" /> Klar
      </button>
      <button
        type="button"
        className={`btn btn-sm ${value === false ? 'btn-danger' : 'btn-secondary'}`}
        aria-pressed={value === false}
        disabled={mutation.isPending}
        onClick={() => answer(false)}
      >
        <X size={16} aria-hidden="true" /> Ikke klar
      </button>
    </div>
  );
}
