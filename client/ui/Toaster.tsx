import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { dismissToast, subscribeToasts, type Toast } from '../lib/toast-store';

/** Shows the one current toast; announced politely to screen readers. */
export function Toaster() {
  const [toast, setToast] = useState<Toast | null>(null);
  useEffect(() => subscribeToasts(setToast), []);
  return (
    <div className="toaster" aria-live="polite" role="status">
      {toast ? (
        <div key={toast.id} className={`toast toast-${toast.variant ?? 'info'}`}>
          <div className="toast-text">
            <strong>{toast.title}</strong>
            {toast.description ? <span>{toast.description}</span> : null}
          </div>
          <button type="button" className="btn btn-ghost btn-icon" aria-label="Luk besked" onClick={dismissToast}>
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
