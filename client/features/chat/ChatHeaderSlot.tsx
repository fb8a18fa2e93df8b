import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';

const ChatHeaderButton = lazyWithPreload(() =>
  import('./ChatHeaderButton').then((m) => ({ default: m.ChatHeaderButton })),
);

/**
 * The header's chat button, in a chunk of its own so it never holds up the first screen's code;
 * the page start fetches it beside that code, and the app's first render waits for it with the
 * screen's (`preload`), so the header is whole in that render instead of the button arriving a
 * moment later and moving its neighbours.
 */
export function ChatHeaderSlot() {
  return (
    <Suspense fallback={null}>
      <ChatHeaderButton />
    </Suspense>
  );
}

ChatHeaderSlot.preload = ChatHeaderButton.preload;
