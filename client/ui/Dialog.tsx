import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Toaster } from './Toaster';
import './button.css';
import './dialog.css';
import { Button } from './Button';

/**
 * A modal on the native <dialog> element: focus is trapped and Escape closes it, for free.
 * An open dialog has its own toast outlet: a toast raised while it is open is drawn inside it,
 * in the top layer, where it can be seen, tapped and announced (F20).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className="dialog-body">
            <div className="dialog-header">
              <h2 id={titleId}>{title}</h2>
              <Button variant="ghost" size="icon" aria-label="Luk" onClick={onClose}>
                <X size={20} aria-hidden="true" />
              </Button>
            </div>
            {description ? <div className="dialog-description">{description}</div> : null}
            {children}
            {footer ? <div className="dialog-footer">{footer}</div> : null}
          </div>
          <Toaster />
        </>
      ) : null}
    </dialog>
  );
}

/**
 * The one yes/no confirmation, the question as title; nothing happens until it is confirmed.
 * `danger` (the default) paints the confirm button red for what cannot be undone; a bulk action
 * that only adds (new memberships, new kontingent) asks with `danger={false}`.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  danger = true,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
  /** What the confirmation asks for besides yes (a password, say). */
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Annuller
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
