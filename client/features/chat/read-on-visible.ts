/** The parts of `document` the read marker uses (a stand-in in tests). */
export type VisibilityDocument = Pick<
  Document,
  'visibilityState' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Marks the open channel read whenever the tab comes back into view: messages that arrived while
 * it was hidden were not read then (the newest-message effect skips hidden tabs), so without
 * this the unread count would stay until the next message. Returns the cleanup.
 */
export function markReadWhenVisible(doc: VisibilityDocument, markRead: () => void): () => void {
  const onChange = () => {
    if (doc.visibilityState === 'visible') markRead();
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
