import pg from 'pg';

/**
 * An in-process cache of shared, person-independent reads (decision 080): the match list's
 * window and its answer counts, the training list's first page, the teams and the club's
 * settings; never anything one person may see and another may not. A route takes the shared part
 * from here and adds the viewer's own fields (Klar / Ikke klar, own place in a squad) and
 * permissions from the database on every request.
 *
 * Invalidation: every write path of a cached topic calls invalidate(topic) after it committed.
 * With several instances on one PostgreSQL the topic goes out with NOTIFY on its own channel
 * and every instance (this one included) drops it on LISTEN. Until the LISTEN connection is up,
 * and whenever it is lost, the cache is off (every read goes to the database): a notification
 * missed meanwhile cannot leave a stale entry. A load that overlapped an invalidation is never
 * stored (generation check).
 */
export const CACHE_NOTIFY_CHANNEL = 'ru_read_cache';

/**
 * 'matches': the match window. 'answers': the window's answer counts and faces, dropped by every
 * Klar / Ikke klar (and with the window); a roster change reaches them within ANSWERS_TTL_MS.
 * 'trainings': the first page of the training list with its counts, the same way.
 * 'club': the teams and the club's settings (names, prices), changed only from admin screens.
 */
export const CACHE_TOPICS = ['matches', 'answers', 'trainings', 'club'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];
const isTopic = (value: string): value is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(value);

interface Entry {
  value: unknown;
  valid: (now: Date) => boolean;
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

export class SharedReadCache {
  private entries = new Map<string, Entry>();
  private generation = new Map<CacheTopic, number>();
  /** Off until we hear other instances' writes (PostgreSQL); always on for the embedded database. */
  private enabled: boolean;
  private listener: pg.Client | undefined;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private notify: ((topic: CacheTopic) => Promise<void>) | undefined;
  hits = 0;
  misses = 0;

  constructor(private readonly databaseUrl: string | undefined) {
    this.enabled = !databaseUrl;
  }

  /**
   * The shared value under topic/key: from memory while `valid(now)` holds, else loaded.
   * `valid` says when time alone makes the entry wrong (a match moving from Kommende to played).
   */
  async read<T>(
    topic: CacheTopic,
    key: string,
    now: Date,
    load: () => Promise<{ value: T; valid: (now: Date) => boolean }>,
  ): Promise<T> {
    const id = `${topic}:${key}`;
    const entry = this.enabled ? this.entries.get(id) : undefined;
    if (entry && entry.valid(now)) {
      this.hits++;
      return entry.value as T;
    }
    this.misses++;
    const generation = this.generation.get(topic) ?? 0;
    const loaded = await load();
    if (this.enabled && (this.generation.get(topic) ?? 0) === generation) this.entries.set(id, loaded);
    return loaded.value;
  }

  /** After a committed write: drop the topic here and, on PostgreSQL, on every other instance. */
  async invalidate(topic: CacheTopic) {
    this.drop(topic);
    if (this.notify) {
      try {
        await this.notify(topic);
      } catch {
        // Without NOTIFY the others cannot hear it: stop caching until the listener is back.
        this.disable();
      }
    }
  }

  private drop(topic: CacheTopic) {
    this.generation.set(topic, (this.generation.get(topic) ?? 0) + 1);
    for (const id of this.entries.keys()) if (id.startsWith(`${topic}:`)) this.entries.delete(id);
  }

  private disable() {
    this.enabled = false;
    for (const topic of CACHE_TOPICS) this.drop(topic);
  }

  /** PostgreSQL: LISTEN on a dedicated connection (reconnecting), NOTIFY through it. */
  async start(log: Logger) {
    if (!this.databaseUrl) return;
    const url = this.databaseUrl;
    const connect = async () => {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
      c.on('notification', (msg) => {
        if (msg.channel === CACHE_NOTIFY_CHANNEL && msg.payload && isTopic(msg.payload))
          this.drop(msg.payload);
      });
      const lost = () => {
        if (this.listener !== c) return;
        this.listener = undefined;
        this.notify = undefined;
        this.disable();
        if (!this.closed) this.retry = setTimeout(() => void connect().catch(later), 1000);
      };
      c.on('error', (err) => {
        log.warn({ err }, 'read cache: invalidation connection lost; caching off until it is back');
        lost();
      });
      c.on('end', lost);
      await c.connect();
      await c.query(`LISTEN ${CACHE_NOTIFY_CHANNEL}`);
      this.listener = c;
      this.notify = async (topic) => {
        await c.query('select pg_notify($1, $2)', [CACHE_NOTIFY_CHANNEL, topic]);
      };
      this.enabled = true;
    };
    const later = (err: unknown) => {
      log.warn({ err }, 'read cache: invalidation connection failed; retrying');
      if (!this.closed) this.retry = setTimeout(() => void connect().catch(later), 2000);
    };
    await connect().catch(later);
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    const c = this.listener;
    this.listener = undefined;
    this.notify = undefined;
    this.disable();
    await c?.end().catch(() => undefined);
  }
}
