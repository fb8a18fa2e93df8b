import { absencesEndpoints } from '@common/contracts/endpoints/absences';
import { call } from './api-client';
import { errorMessage } from './api';
import { showErrorToast } from './error-toast';
import { showToast } from './toast-store';

/** Påmind nu for a match or a training; the toast says how many were reminded, or why not. */
export async function remindNow(kind: 'match' | 'training', id: number) {
  try {
    const result = await call(
      kind === 'match' ? absencesEndpoints.remindMatch : absencesEndpoints.remindTraining,
      { params: { id } },
    );
    showToast({ title: result.message, variant: 'success' });
  } catch (error) {
    showErrorToast(error, { title: errorMessage(error, 'Kunne ikke sende påmindelsen. Prøv igen.') });
  }
}
