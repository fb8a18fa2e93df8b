import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIsTopToastOutlet } from '../lib/toast-outlets';
import { dismissToast, subscribeToasts, type Toast } from '../lib/toast-store';
import './button.css';
import './toast.css';
import { Button } from './Button';

/**
 * A toast outlet: shows the one current toast while it is the top outlet (the app root, or the
 * open dialog on top; see toast-outlets.ts). The live region is there before the toast comes,
 * so screen readers announce it.
 */
export function Toaster({ root = false }: { root?: boolean }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const isTop = useIsTopToastOutlet(root);
  useEffect(() => subscribeToasts(setToast), []);
  const shown = isTop ? toast : null;
  return (
    <div className="toaster" aria-live="polite" role="status">
      {shown ? (
        <div key={shown.id} className={`toast toast-${shown.variant ?? 'info'}`}>
          <div className="toast-text">
            <strong>{shown.title}</strong>
            {shown.description ? <span>{shown.description}</span> : null}
          </div>
          <Button variant="ghost" size="icon" aria-label="Luk besked" onClick={dismissToast}>
            <X size={16} aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
