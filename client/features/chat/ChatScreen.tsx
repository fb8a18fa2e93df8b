import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, MessageCircle } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ChatChannel, ChatMessage } from '@common/contracts/chat';
import { errorMessage } from '../../lib/api';
import { useCan, useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { CHANNELS_KEY, markRead, useChannels, useMessages, useMute, usePin } from './chat-api';
import { openingChannel } from '@common/domain/opening-channel';
import { connectChatLive } from './chat-live';
import { buildTimeline } from './chat-timeline';
import { Composer } from './Composer';
import { EnableNotificationsButton } from './EnableNotificationsButton';
import { ImageViewer } from './ImageViewer';
import { MessageItem } from './MessageItem';
import { markReadWhenVisible } from './read-on-visible';
import { withUnread } from './unread-label';
import './chat.css';

/**
 * Chat (/chat, D11): a channel per team plus the club channel; /chat?chatId= opens one. On a
 * phone the channels sit above the messages; from 1024 px wide the list stands beside them.
 */
export default function ChatScreen() {
  const can = useCan();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const allowed = can('chat.use');
  const channels = useChannels(allowed);
  const list = channels.data ?? [];
  const wanted = params.get('chatId');
  const channel = openingChannel(list, wanted, user?.team);
  // The live stream is for chat users only: anyone else would only get a 403 (F30).
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
      <PageHeader title="Chat" subtitle={channel.name} />
      <div className="chat-layout">
        <ChannelList channels={list} current={channel.id} />
        <div className="chat-main">
          <div className="chat-toolbar">
            <MuteSwitch channel={channel.id} muted={channel.muted} />
            <EnableNotificationsButton />
          </div>
          <ChannelView
            key={channel.id}
            channel={channel.id}
            name={channel.name}
            myId={user?.id ?? 0}
            canPin={can('chat.pin')}
          />
        </div>
      </div>
    </div>
  );
}

/** Every channel with its unread count in sight: wrapped on a phone, a column on a wide screen. */
function ChannelList({ channels, current }: { channels: ChatChannel[]; current: string }) {
  return (
    <nav className="chat-channels" aria-label="Chats">
      <ul className="chat-channel-list">
        {channels.map((c) => (
          <li key={c.id}>
            <Link
              to={`/chat?chatId=${encodeURIComponent(c.id)}`}
              className={c.unread ? 'chat-channel chat-channel-unread' : 'chat-channel'}
              aria-current={c.id === current ? 'page' : undefined}
              aria-label={withUnread(c.name, c.unread)}
            >
              <span className="chat-channel-name">{c.name}</span>
              {c.unread ? (
                <span className="chat-channel-count" aria-hidden="true">
                  {c.unread > 99 ? '99+' : c.unread}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** This channel's notifications on or off (for the person, on every device): a labelled switch. */
function MuteSwitch({ channel, muted }: { channel: string; muted: boolean }) {
  const mute = useMute(channel);
  return (
    <button
      type="button"
      role="switch"
      className="chat-switch"
      aria-checked={!muted}
      disabled={mute.isPending}
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
      {muted ? <BellOff size={18} aria-hidden="true" /> : <Bell size={18} aria-hidden="true" />}
      <span>Notifikationer for denne chat</span>
      <span className="chat-switch-track" aria-hidden="true">
        <span className="chat-switch-thumb" />
      </span>
    </button>
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
  const { mutate: pinMutate } = usePin(channel);
  const bottom = useRef<HTMLDivElement>(null);
  const [viewing, setViewing] = useState<{ message: ChatMessage; opener: HTMLElement } | null>(null);
  // The messages' answer is drawn in a transition, in slices, not in one long synchronous task
  // (as the app's first render: decision 087). Until it is drawn, the skeleton stays.
  const data = useDeferredValue(messages.data);
  const loading = data === undefined && (messages.isLoading || messages.data !== undefined);
  const newestId = data?.pages[0]?.messages[0]?.id;
  const pinned = data?.pages[0]?.pinned ?? [];
  // Query results keep unchanged messages as the same objects, so memoised bubbles stay put.
  const timeline = useMemo(
    () => buildTimeline((data?.pages ?? []).flatMap((p) => p.messages).reverse()),
    [data],
  );

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

  const onPin = useCallback(
    (id: number, pinned: boolean) =>
      pinMutate(
        { id, pinned },
        {
          onError: (err) =>
            showToast({
              title: 'Kunne ikke fastgøre beskeden',
              description: errorMessage(err, ''),
              variant: 'error',
            }),
        },
      ),
    [pinMutate],
  );
  const onOpenImage = useCallback(
    (message: ChatMessage, opener: HTMLElement) => setViewing({ message, opener }),
    [],
  );
  const closeViewer = useCallback(() => setViewing(null), []);

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
                pinnedView
                canPin={canPin}
                onPin={onPin}
                onOpenImage={onOpenImage}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <section className="chat-messages" aria-label={`Beskeder i ${name}`}>
        {loading ? <Skeleton rows={3} height={64} /> : null}
        {data && messages.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            className="chat-older"
            loading={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            Vis ældre beskeder
          </Button>
        ) : null}
        {!loading && timeline.length === 0 ? (
          <EmptyState icon={<MessageCircle size={32} />} title="Ingen beskeder endnu">
            <p>Skriv den første besked til {name}.</p>
          </EmptyState>
        ) : (
          <ul className="chat-list" aria-live="polite" aria-relevant="additions">
            {timeline.map((item) =>
              item.kind === 'day' ? (
                <li key={item.key} className="chat-day">
                  <span>{item.label}</span>
                </li>
              ) : (
                <MessageItem
                  key={item.key}
                  message={item.message}
                  mine={item.message.userId === myId}
                  startsRun={item.startsRun}
                  canPin={canPin}
                  onPin={onPin}
                  onOpenImage={onOpenImage}
                />
              ),
            )}
          </ul>
        )}
      </section>
      <Composer channel={channel} />
      <div ref={bottom} className="chat-end" />
      <ImageViewer
        message={viewing?.message ?? null}
        opener={viewing?.opener ?? null}
        onClose={closeViewer}
      />
    </>
  );
}
