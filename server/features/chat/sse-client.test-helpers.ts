/** A minimal server-sent-events reader over fetch, for tests with real connections. */
export interface SseClient {
  events: Array<{ event: string; data: string }>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  waitFor(
    pred: (e: { event: string; data: string }) => boolean,
    ms?: number,
  ): Promise<{ event: string; data: string }>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const events: Array<{ event: string; data: string }> = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data });
          for (const w of waiters) w();
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    events,
    ended,
    waitFor(pred, ms = 1000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find(pred);
          if (hit) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(hit);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
