import { FileText, Pin, PinOff } from 'lucide-react';
import type { ChatMessage } from '@common/contracts/chat';
import { formatDateTime } from '../../lib/format';
import { Avatar } from '../../ui/Avatar';
import { LinkifiedText } from '../../ui/LinkifiedText';
import { PollCard } from './PollCard';
import { Button } from '../../ui/Button';

const kb = (bytes: number | null) =>
  bytes ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('da-DK')} kB` : '';
const seconds = (s: number | null) => (s ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : '');

/** One message: plain text with clickable links (D15), a picture, a file, a voice message or a poll. */
export function MessageItem({
  message,
  mine,
  canPin,
  onPin,
}: {
  message: ChatMessage;
  mine: boolean;
  canPin: boolean;
  onPin: (pinned: boolean) => void;
}) {
  const [first = '', ...rest] = message.senderName.split(' ');
  return (
    <li className={mine ? 'chat-message chat-message-mine' : 'chat-message'} data-message-id={message.id}>
      <Avatar src={message.senderImageUrl} firstName={first} lastName={rest.join(' ')} size={32} />
      <div className="chat-bubble">
        <div className="chat-meta">
          <span className="chat-sender">{message.senderName}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {message.isPinned ? <Pin size={14} aria-label="Fastgjort" /> : null}
        </div>
        {message.messageType === 'image' && message.fileUrl ? (
          <a href={message.fileUrl} target="_blank" rel="noopener noreferrer">
            <img
              className="chat-image"
              src={message.fileUrl}
              alt={`Billede fra ${message.senderName}: ${message.fileName ?? ''}`}
              loading="lazy"
            />
          </a>
        ) : null}
        {message.messageType === 'file' && message.fileUrl ? (
          <a className="chat-file" href={message.fileUrl} download={message.fileName ?? undefined}>
            <FileText size={18} aria-hidden="true" /> {message.fileName}{' '}
            <span className="muted small">{kb(message.fileSize)}</span>
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
            <span className="muted small">{seconds(message.duration)}</span>
          </div>
        ) : null}
        {message.poll ? <PollCard poll={message.poll} channel={message.channel} /> : null}
        {message.message && message.messageType !== 'poll' ? (
          <LinkifiedText className="chat-text" text={message.message} />
        ) : null}
      </div>
      {canPin ? (
        <Button
          variant="ghost"
          size="icon"
          className="chat-pin"
          aria-label={message.isPinned ? 'Frigør besked' : 'Fastgør besked'}
          onClick={() => onPin(!message.isPinned)}
        >
          {message.isPinned ? <PinOff size={16} aria-hidden="true" /> : <Pin size={16} aria-hidden="true" />}
        </Button>
      ) : null}
    </li>
  );
}
