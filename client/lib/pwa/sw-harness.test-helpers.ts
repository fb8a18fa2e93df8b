import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const swSource = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');

/** A stand-in for Request: the address and the options the worker gave it. */
class FakeRequest {
  constructor(
    readonly url: string,
    readonly init: { credentials?: string } = {},
  ) {}
}

interface Shown {
  title: string;
  options: Record<string, unknown>;
}

/**
 * Runs sw.js in a stand-in for the worker global: event handlers, Cache Storage (names and
 * what was added), window clients, showNotification and fetch.
 */
export function runWorker(
  source = swSource,
  opts: {
    caches?: string[];
    visibleClient?: boolean;
    settings?: Record<string, unknown>;
    /** The network's answer to every fetch (default: 200 with no headers). */
    response?: { ok: boolean; headers?: Record<string, string>; body?: string };
  } = {},
) {
  const handlers = new Map<string, (event: unknown) => void>();
  const stores = new Map<string, string[]>((opts.caches ?? []).map((name) => [name, []]));
  const shown: Shown[] = [];
  /** Requests the worker built itself (their options, e.g. credentials). */
  const fetched: FakeRequest[] = [];
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, []);
      return {
        addAll: async (requests: Array<string | FakeRequest>) => {
          for (const request of requests) {
            if (typeof request !== 'string') fetched.push(request);
            stores.get(name)!.push(typeof request === 'string' ? request : request.url);
          }
        },
        put: async (url: string) => void stores.get(name)!.push(url),
        match: async (url: string) =>
          url === '/notification-settings' && opts.settings && name === 'ru-settings'
            ? { json: async () => opts.settings }
            : undefined,
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async () => undefined,
  };
  const self = {
    addEventListener: (type: string, fn: (event: unknown) => void) => handlers.set(type, fn),
    location: { origin: 'https://klub.example' },
    clients: {
      claim: async () => undefined,
      matchAll: async () => (opts.visibleClient ? [{ visibilityState: 'visible', focused: true }] : []),
    },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) =>
        void shown.push({ title, options }),
    },
    skipWaiting: () => undefined,
  };
  const answer = opts.response ?? { ok: true };
  const response = {
    ok: answer.ok,
    headers: { get: (name: string) => answer.headers?.[name.toLowerCase()] ?? null },
    text: async () => answer.body ?? '',
    clone: () => response,
  };
  vm.runInNewContext(source, {
    self,
    caches,
    fetch: async () => response,
    URL,
    Request: FakeRequest,
    Response: class {},
  });
  const dispatch = async (type: string, event: Record<string, unknown> = {}) => {
    const waits: Array<Promise<unknown>> = [];
    let responded = false;
    handlers.get(type)!({
      ...event,
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      respondWith: (p: Promise<unknown>) => {
        responded = true;
        waits.push(p);
      },
    });
    // Work handed to waitUntil while other work runs (a page kept after it was answered) too.
    while (waits.length) await Promise.all(waits.splice(0));
    return { responded };
  };
  return { dispatch, stores, shown, fetched };
}
