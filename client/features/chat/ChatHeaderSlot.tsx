import { lazy, Suspense } from 'react';

const ChatHeaderButton = lazy(() =>
  import('./ChatHeaderButton').then((m) => ({ default: m.ChatHeaderButton })),
);

/** The header's chat button, loaded after the first screen so it costs the first load nothing. */
export function ChatHeaderSlot() {
  return (
    <Suspense fallback={null}>
      <ChatHeaderButton />
    </Suspense>
  );
}
