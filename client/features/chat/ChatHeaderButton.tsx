import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../lib/session';
import { useChannels } from './chat-api';
import { connectChatLive } from './chat-live';
import { withUnread } from './unread-label';
import './chat-header.css';

/** The chat button in the header, with the unread count over every channel the person is in. */
export function ChatHeaderButton() {
  const can = useCan();
  const allowed = can('chat.use');
  const queryClient = useQueryClient();
  const channels = useChannels(allowed);
  useEffect(() => (allowed ? connectChatLive(queryClient) : undefined), [allowed, queryClient]);
  if (!allowed) return null;
  const unread = (channels.data ?? []).reduce((sum, c) => sum + c.unread, 0);
  const label = withUnread('Chat', unread);
  return (
    <Link to="/chat" className="btn btn-ghost btn-icon chat-header-button" aria-label={label}>
      <MessageCircle size={20} aria-hidden="true" />
      {unread > 0 ? (
        <span className="chat-unread-dot" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
