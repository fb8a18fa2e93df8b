import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatHub } from './chat-hub';

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events: 'chat' events name the channel and message that changed, only for
 * channels the person may read; the client then fetches what it needs with its own rights.
 */
export class ChatStreams {
  private open = new Set<FastifyReply>();

  constructor(private readonly hub: ChatHub) {}

  attach(request: FastifyRequest, reply: FastifyReply, channels: Set<string>) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write(`retry: 3000\n\nevent: ready\ndata: {}\n\n`);
    const unsubscribe = this.hub.subscribe((event) => {
      if (channels.has(event.channel)) res.write(`event: chat\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    this.open.add(reply);
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
      this.open.delete(reply);
    };
    request.raw.on('close', cleanup);
    res.on('close', cleanup);
  }

  /** On shutdown every stream ends, so the server can drain (S13); browsers reconnect. */
  closeAll() {
    for (const reply of this.open) reply.raw.end();
    this.open.clear();
  }
}
