import { Download, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@common/contracts/chat';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { imageAlt } from './MessageItem';
import { ButtonLink } from '../../ui/ButtonLink';

/**
 * A chat picture in full screen, on the native modal <dialog>: Escape and the close button shut
 * it, and the focus goes back to the picture that opened it.
 */
export function ImageViewer({
  message,
  opener,
  onClose,
}: {
  message: ChatMessage | null;
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (message && !dialog.open) dialog.showModal();
    if (!message && dialog.open) dialog.close();
  }, [message]);
  const close = () => {
    onClose();
    if (opener?.isConnected) opener.focus();
  };
  return (
    <dialog
      ref={ref}
      className="chat-viewer"
      aria-label={message ? `Billede fra ${message.senderName}` : 'Billede'}
      onClose={close}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => {
        // A tap beside the picture (on the dark backdrop) closes, as in other messengers.
        if (e.target === e.currentTarget) close();
      }}
    >
      {message?.fileUrl ? (
        <>
          <div className="chat-viewer-bar">
            <p className="chat-viewer-caption">
              <strong>{message.senderName}</strong>
              <span>{formatDateTime(message.createdAt)}</span>
            </p>
            <ButtonLink
              variant="ghost"
              size="icon"
              className="chat-viewer-button"
              href={message.fileUrl}
              download={message.fileName ?? undefined}
              aria-label="Hent billedet"
            >
              <Download size={20} aria-hidden="true" />
            </ButtonLink>
            <Button
              variant="ghost"
              size="icon"
              className="chat-viewer-button"
              aria-label="Luk billedet"
              autoFocus
              onClick={close}
            >
              <X size={22} aria-hidden="true" />
            </Button>
          </div>
          <img className="chat-viewer-image" src={message.fileUrl} alt={imageAlt(message)} />
        </>
      ) : null}
    </dialog>
  );
}
