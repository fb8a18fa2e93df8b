import { errorMessage } from '../../lib/api';
import { showToast } from '../../lib/toast-store';

/** Sends personal invitations and says how it went: what was sent, nothing sent and why, or the error. */
export async function sendAndTell(
  send: () => Promise<{ sent: number; message: string }>,
  sentTitle: string,
  noneTitle: string,
) {
  try {
    const result = await send();
    showToast({
      title: result.sent ? sentTitle : noneTitle,
      description: result.message,
      variant: result.sent ? 'success' : 'info',
    });
  } catch (error) {
    showToast({
      title: 'Kunne ikke sende',
      description: errorMessage(error, 'Prøv igen om lidt.'),
      variant: 'error',
    });
  }
}
