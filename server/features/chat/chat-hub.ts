import { EventEmitter } from 'node:events';
import pg from 'pg';
import { liveEventSchema, type ChatLiveEvent } from '@common/contracts/chat';

/**
 * Live fan-out of chat changes to every open stream. With several app instances on one
 * PostgreSQL, a change is sent with NOTIFY and every instance (this one included) hears it
 * with LISTEN; on PGlite there is one process, so an in-process bus is all it takes.
 */
export interface ChatHub {
  publish(event: ChatLiveEvent): Promise<void>;
  subscribe(listener: (event: ChatLiveEvent) => void): () => void;
  close(): Promise<void>;
}

export const NOTIFY_CHANNEL = 'ru_chat_live';

class LocalBus {
  private emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  deliver(event: ChatLiveEvent) {
    this.emitter.emit('event', event);
  }
  subscribe(listener: (event: ChatLiveEvent) => void) {
    this.emitter.on('event', listener);
    return () => void this.emitter.off('event', listener);
  }
}

export function localChatHub(): ChatHub {
  const bus = new LocalBus();
  return {
    publish: async (event) => bus.deliver(event),
    subscribe: (listener) => bus.subscribe(listener),
    close: async () => undefined,
  };
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

/** LISTEN/NOTIFY on a dedicated connection that reconnects after a database restart. */
export async function postgresChatHub(url: string, log: Logger): Promise<ChatHub> {
  const bus = new LocalBus();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    c.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return;
      try {
        const parsed = liveEventSchema.safeParse(JSON.parse(msg.payload));
        if (parsed.success) bus.deliver(parsed.data);
      } catch {
        /* not ours */
      }
    });
    const reconnect = () => {
      if (closed || client !== c) return;
      client = undefined;
      retry = setTimeout(() => void connect().catch(reconnectLater), 1000);
    };
    c.on('error', (err) => {
      log.warn({ err }, 'chat live connection lost');
      reconnect();
    });
    c.on('end', reconnect);
    await c.connect();
    await c.query(`LISTEN ${NOTIFY_CHANNEL}`);
    client = c;
  };
  const reconnectLater = (err: unknown) => {
    log.warn({ err }, 'chat live connection failed; retrying');
    if (!closed) retry = setTimeout(() => void connect().catch(reconnectLater), 2000);
  };
  await connect();

  return {
    async publish(event) {
      if (!client) {
        // The database is away: at least this instance's streams hear it.
        bus.deliver(event);
        return;
      }
      await client.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(event)]);
    },
    subscribe: (listener) => bus.subscribe(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

export function createChatHub(databaseUrl: string | undefined, log: Logger): Promise<ChatHub> {
  return databaseUrl ? postgresChatHub(databaseUrl, log) : Promise.resolve(localChatHub());
}
