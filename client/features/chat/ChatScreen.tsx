import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CLUB_CHANNEL } from '@common/contracts/chat';
import { errorMessage } from '../../lib/api';
import { useCan, useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { CHANNELS_KEY, markRead, useChannels, useMessages, useMute, usePin } from './chat-api';
import { connectChatLive } from './chat-live';
import { Composer } from './Composer';
import { EnableNotificationsButton } from './EnableNotificationsButton';
import { MessageItem } from './MessageItem';
import { markReadWhenVisible } from './read-on-visible';
import { withUnread } from './unread-label';
import './chat.css';

/** Chat (/chat, D11): a channel per team plus the club channel; /chat?chatId= opens one. */
export default function ChatScreen() {
  const can = useCan();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const allowed = can('chat.use');
  const channels = useChannels(allowed);
  const list = channels.data ?? [];
  const wanted = params.get('chatId');
  const channel =
    list.find((c) => c.id === wanted) ??
    list.find((c) => c.id === user?.team) ??
    list.find((c) => c.id === CLUB_CHANNEL);
  // The live stream is for chat users only: anyone else would only get a 403 (issue 10 item 30).
  useEffect(() => (allowed ? connectChatLive(queryClient) : undefined), [allowed, queryClient]);

  if (!allowed) {
    return (
      <div className="screen">
        <PageHeader title="Chat" />
        {/* Only role none (an invited player who has not paid yet) lacks the chat: say how it opens. */}
        <EmptyState icon={<MessageCircle size={32} />} title="Chatten er for klubbens medlemmer">
          Den åbner, når du har betalt spillerkontingent.
        </EmptyState>
      </div>
    );
  }
  if (channels.isLoading || !channel) return <Spinner />;
  return (
    <div className="screen chat-screen">
      <PageHeader
        title="Chat"
        subtitle={channel.name}
        actions={
          <>
            <EnableNotificationsButton />
            <MuteButton channel={channel.id} muted={channel.muted} />
          </>
        }
      />
      <nav className="chat-channels" aria-label="Chats">
        {list.map((c) => (
          <Link
            key={c.id}
            to={`/chat?chatId=${encodeURIComponent(c.id)}`}
            className="chat-channel"
            aria-current={c.id === channel.id ? 'page' : undefined}
            aria-label={withUnread(c.name, c.unread)}
          >
            {c.name}
            {c.unread ? (
              <span className="chat-channel-count" aria-hidden="true">
                {c.unread > 99 ? '99+' : c.unread}
              </span>
            ) : null}
          </Link>
        ))}
      </nav>
      <ChannelView
        key={channel.id}
        channel={channel.id}
        name={channel.name}
        myId={user?.id ?? 0}
        canPin={can('chat.pin')}
      />
    </div>
  );
}

function MuteButton({ channel, muted }: { channel: string; muted: boolean }) {
  const mute = useMute(channel);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={muted}
      aria-label={muted ? 'Slå notifikationer til for denne chat' : 'Slå notifikationer fra for denne chat'}
      onClick={() =>
        mute.mutate(!muted, {
          onError: (err) =>
            showToast({
              title: 'Kunne ikke gemme notifikationsindstillinger.',
              description: errorMessage(err, ''),
              variant: 'error',
            }),
        })
      }
    >
      {muted ? <BellOff size={20} aria-hidden="true" /> : <Bell size={20} aria-hidden="true" />}
    </Button>
  );
}

function ChannelView({
  channel,
  name,
  myId,
  canPin,
}: {
  channel: string;
  name: string;
  myId: number;
  canPin: boolean;
}) {
  const queryClient = useQueryClient();
  const messages = useMessages(channel);
  const pin = usePin(channel);
  const bottom = useRef<HTMLDivElement>(null);
  const pages = messages.data?.pages ?? [];
  const newestFirst = pages.flatMap((p) => p.messages);
  const pinned = pages[0]?.pinned ?? [];
  const newestId = newestFirst[0]?.id;

  useEffect(() => {
    if (newestId === undefined) return;
    bottom.current?.scrollIntoView?.({ block: 'end' });
    if (document.visibilityState === 'visible') {
      void markRead(channel).then(
        () => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY }),
        () => undefined,
      );
    }
  }, [channel, newestId, queryClient]);

  // What arrived while the tab was hidden is read once the person looks again.
  useEffect(
    () =>
      markReadWhenVisible(document, () => {
        void markRead(channel).then(
          () => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY }),
          () => undefined,
        );
      }),
    [channel, queryClient],
  );

  const onPin = (id: number, pinned: boolean) =>
    pin.mutate(
      { id, pinned },
      {
        onError: (err) =>
          showToast({
            title: 'Kunne ikke fastgøre beskeden',
            description: errorMessage(err, ''),
            variant: 'error',
          }),
      },
    );

  return (
    <>
      {pinned.length > 0 ? (
        <section className="chat-pinned" aria-label="Fastgjorte beskeder">
          <h2 className="small">Fastgjort</h2>
          <ul className="chat-list">
            {pinned.map((m) => (
              <MessageItem
                key={`p${m.id}`}
                message={m}
                mine={m.userId === myId}
                canPin={canPin}
                onPin={(p) => onPin(m.id, p)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <section className="chat-messages" aria-label={`Beskeder i ${name}`}>
        {messages.isLoading ? <Skeleton rows={3} height={64} /> : null}
        {messages.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            loading={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            Vis ældre beskeder
          </Button>
        ) : null}
        {!messages.isLoading && newestFirst.length === 0 ? (
          <EmptyState icon={<MessageCircle size={32} />} title="Ingen beskeder endnu">
            <p>Skriv den første besked til {name}.</p>
          </EmptyState>
        ) : (
          <ul className="chat-list" aria-live="polite" aria-relevant="additions">
            {[...newestFirst].reverse().map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                mine={m.userId === myId}
                canPin={canPin}
                onPin={(p) => onPin(m.id, p)}
              />
            ))}
          </ul>
        )}
        <div ref={bottom} />
      </section>
      <Composer channel={channel} />
    </>
  );
}
