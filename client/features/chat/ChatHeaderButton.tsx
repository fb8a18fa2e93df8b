import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useCan, useCurrentUser } from '../../lib/session';
import { useChannels } from './chat-api';
import { connectChatLive } from './chat-live';
import { chatButtonLabel, chatButtonTarget } from './unread-label';
import './chat-header.css';
import { ButtonLink } from '../../ui/ButtonLink';

/**
 * The chat button in the header, with the unread count over every channel the person is in; it
 * names what it counts (beskeder, where Hjem's line counts opslag) and opens the channel that has
 * them (decision 098).
 */
export function ChatHeaderButton() {
  const can = useCan();
  const { user } = useCurrentUser();
  const allowed = can('chat.use');
  const queryClient = useQueryClient();
  const channels = useChannels(allowed);
  useEffect(() => (allowed ? connectChatLive(queryClient) : undefined), [allowed, queryClient]);
  if (!allowed) return null;
  const list = channels.data ?? [];
  const unread = list.reduce((sum, c) => sum + c.unread, 0);
  return (
    <ButtonLink
      to={chatButtonTarget(list, user?.team)}
      variant="ghost"
      size="icon"
      className="chat-header-button"
      aria-label={chatButtonLabel(unread)}
    >
      <MessageCircle size={20} aria-hidden="true" />
      {unread > 0 ? (
        <span className="chat-unread-dot" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </ButtonLink>
  );
}
