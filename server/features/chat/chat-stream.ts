import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatHub } from './chat-hub';

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events: 'chat' events name the channel and message that changed, only for
 * channels the person may read; the client then fetches what it needs with its own rights.
 */
export class ChatStreams {
  /** Each open stream with the session it was opened with. */
  private open = new Map<FastifyReply, string | null>();

  constructor(private readonly hub: ChatHub) {}

  attach(request: FastifyRequest, reply: FastifyReply, channels: Set<string>, sessionId: string | null) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
      // The hijacked answer skips the hooks that set it on every other answer (C6).
      'X-Request-Id': request.id,
    });
    res.write(`retry: 3000\n\nevent: ready\ndata: {}\n\n`);
    const unsubscribe = this.hub.subscribe((event) => {
      if (channels.has(event.channel)) res.write(`event: chat\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    this.open.set(reply, sessionId);
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
      this.open.delete(reply);
    };
    request.raw.on('close', cleanup);
    res.on('close', cleanup);
  }

  /**
   * Ends the streams whose session has ended (logout, password or role change, expiry): a stream
   * must not keep telling a signed-out device about new messages. The browser's reconnect then
   * meets a 401. Returns how many streams were closed.
   */
  async closeEnded(liveSessions: (ids: string[]) => Promise<Set<string>>): Promise<number> {
    const ids = [...new Set([...this.open.values()].filter((id): id is string => id !== null))];
    if (ids.length === 0) return 0;
    const live = await liveSessions(ids);
    let closed = 0;
    for (const [reply, id] of this.open) {
      if (id !== null && !live.has(id)) {
        reply.raw.end();
        this.open.delete(reply);
        closed++;
      }
    }
    return closed;
  }

  /** On shutdown every stream ends, so the server can drain (S13); browsers reconnect. */
  closeAll() {
    for (const reply of this.open.keys()) reply.raw.end();
    this.open.clear();
  }
}
