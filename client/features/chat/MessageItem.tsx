import { FileText, Pin, PinOff } from 'lucide-react';
import { memo } from 'react';
import type { ChatMessage } from '@common/contracts/chat';
import { danishWholeNumber } from '@common/domain/danish-plural';
import { formatDateTime, formatTime } from '../../lib/format';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { LinkifiedText } from '../../ui/LinkifiedText';
import { sameMessage } from './chat-timeline';
import { PollCard } from './PollCard';

// Not toLocaleString: it builds a number formatter on every call, for every file in the thread.
const kb = (bytes: number | null) =>
  bytes ? `${danishWholeNumber(Math.max(1, Math.round(bytes / 1024)))} kB` : '';
const seconds = (s: number | null) => (s ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : '');

/** The picture's alternative text, shared by the bubble and the full-screen viewer. */
export const imageAlt = (m: ChatMessage) => `Billede fra ${m.senderName}: ${m.fileName ?? ''}`;

export interface MessageItemProps {
  message: ChatMessage;
  mine: boolean;
  /** First of a run of messages from one person: shows avatar and name. */
  startsRun?: boolean;
  /** In the pinned section: always avatar and name, and the date with the time. */
  pinnedView?: boolean;
  canPin: boolean;
  onPin: (id: number, pinned: boolean) => void;
  onOpenImage: (message: ChatMessage, opener: HTMLElement) => void;
}

/**
 * One message as a bubble: the person's own on the right in the club colour, others on the
 * left, with avatar and name only where a run of messages from one person starts. Plain text
 * with clickable links (D15), a picture, a file, a voice message or a poll; the time on each.
 * Memoised by content: a new message in a long channel draws one new bubble, not all of them.
 */
export const MessageItem = memo(function MessageItem({
  message,
  mine,
  startsRun = true,
  pinnedView = false,
  canPin,
  onPin,
  onOpenImage,
}: MessageItemProps) {
  const [first = '', ...rest] = message.senderName.split(' ');
  const right = mine && !pinnedView;
  const showSender = !right && (startsRun || pinnedView);
  const classes = ['chat-message', right ? 'chat-message-mine' : '', startsRun ? 'chat-run-start' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-message-id={message.id}>
      {right ? null : showSender ? (
        <Avatar src={message.senderImageUrl} firstName={first} lastName={rest.join(' ')} size={32} />
      ) : (
        <span className="chat-avatar-space" aria-hidden="true" />
      )}
      <div className="chat-bubble">
        {showSender ? (
          <span className="chat-sender">{message.senderName}</span>
        ) : (
          <span className="sr-only">{right ? 'Du:' : `${message.senderName}:`}</span>
        )}
        {message.messageType === 'image' && message.fileUrl ? (
          <button
            type="button"
            className="chat-image-button"
            aria-label={`Vis billedet fra ${message.senderName} i fuld skærm`}
            onClick={(e) => onOpenImage(message, e.currentTarget)}
          >
            <img
              className="chat-image"
              src={message.fileUrl}
              alt={imageAlt(message)}
              width={320}
              height={240}
              loading="lazy"
              decoding="async"
            />
          </button>
        ) : null}
        {message.messageType === 'file' && message.fileUrl ? (
          <a className="chat-file" href={message.fileUrl} download={message.fileName ?? undefined}>
            <FileText size={18} aria-hidden="true" /> {message.fileName}{' '}
            <span className="chat-file-size small">{kb(message.fileSize)}</span>
          </a>
        ) : null}
        {message.messageType === 'audio' && message.fileUrl ? (
          <div className="chat-audio">
            <audio
              controls
              preload="none"
              src={message.fileUrl}
              aria-label={`Talebesked fra ${message.senderName}`}
            />
            <span className="small">{seconds(message.duration)}</span>
          </div>
        ) : null}
        {message.poll ? <PollCard poll={message.poll} channel={message.channel} /> : null}
        {message.message && message.messageType !== 'poll' ? (
          <LinkifiedText className="chat-text" text={message.message} />
        ) : null}
        <span className="chat-meta">
          {message.isPinned ? <Pin size={12} aria-label="Fastgjort" /> : null}
          <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
            {pinnedView ? formatDateTime(message.createdAt) : formatTime(message.createdAt)}
          </time>
        </span>
      </div>
      {canPin ? (
        <Button
          variant="ghost"
          size="icon"
          className="chat-pin"
          aria-label={message.isPinned ? 'Frigør besked' : 'Fastgør besked'}
          onClick={() => onPin(message.id, !message.isPinned)}
        >
          {message.isPinned ? <PinOff size={16} aria-hidden="true" /> : <Pin size={16} aria-hidden="true" />}
        </Button>
      ) : null}
    </li>
  );
}, sameBubble);

function sameBubble(a: MessageItemProps, b: MessageItemProps): boolean {
  return (
    a.mine === b.mine &&
    a.startsRun === b.startsRun &&
    a.pinnedView === b.pinnedView &&
    a.canPin === b.canPin &&
    a.onPin === b.onPin &&
    a.onOpenImage === b.onOpenImage &&
    sameMessage(a.message, b.message)
  );
}
