/**
 * The one way the app reads DBU (decision 109): only DBU's hosts, one clear User-Agent, a
 * timeout, a size cap, conditional requests, redirects followed only onto DBU's hosts, and
 * every URL it logs or stores without its query (the KlubWeb API key travels there).
 */

/** DBU and the regional unions' sites, which run the same software; their subdomains too. */
export const DBU_HOSTS = [
  'dbu.dk',
  'dbujylland.dk',
  'dbukoebenhavn.dk',
  'dbubornholm.dk',
  'dbulolland-falster.dk',
  'dbufyn.dk',
  'dbusjaelland.dk',
] as const;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface DbuHttpOptions {
  fetch: FetchLike;
  /** Named in the User-Agent, so DBU can see who asks. */
  clubName: () => Promise<string>;
  timeoutMs: number;
  maxBytes: number;
  /** Hosts allowed besides DBU's (tests' local server); plain http is allowed only for these. */
  extraHosts: readonly string[];
}

export class DbuFetchError extends Error {
  constructor(
    message: string,
    /** Worth trying again later (no answer, a server error), unlike a page that is not there. */
    readonly retry: boolean,
  ) {
    super(message);
  }
}

export interface Conditional {
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchResult =
  | { status: 'ok'; body: string; etag: string | null; lastModified: string | null }
  | { status: 'unchanged' };

/** The URL without its query and fragment: what may be logged or stored. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return url.replace(/[?#].*$/, '');
  }
}

export function isDbuHost(host: string, extraHosts: readonly string[] = []): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return DBU_HOSTS.some((root) => h === root || h.endsWith(`.${root}`)) || extraHosts.includes(h);
}

function allowed(url: URL, extraHosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  if (extraHosts.includes(host) || extraHosts.includes(url.hostname.toLowerCase())) return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && !url.port && isDbuHost(url.hostname);
}

const MAX_REDIRECTS = 3;

export function dbuHttp(options: DbuHttpOptions) {
  return {
    /** GET one page or API answer; throws DbuFetchError with a Danish message. */
    async get(url: string, conditional: Conditional = {}, accept = 'text/html'): Promise<FetchResult> {
      const userAgent = `KlubApp/1.0 (${(await options.clubName()).replace(/[^\x20-\x7e]/g, '?').slice(0, 60)}; kampprogram og stilling for klubbens egne hold)`;
      let current = new URL(url);
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        if (!allowed(current, options.extraHosts))
          throw new DbuFetchError(`Adressen ${current.hostname} er ikke DBU's. Kun DBU's sider hentes.`, false);
        const headers: Record<string, string> = { 'user-agent': userAgent, accept };
        if (conditional.etag) headers['if-none-match'] = conditional.etag;
        if (conditional.lastModified) headers['if-modified-since'] = conditional.lastModified;
        let response: Response;
        try {
          response = await options.fetch(current.toString(), {
            headers,
            redirect: 'manual',
            signal: AbortSignal.timeout(options.timeoutMs),
          });
        } catch {
          throw new DbuFetchError('DBU svarede ikke', true);
        }
        if (response.status >= 300 && response.status < 400 && response.status !== 304) {
          const location = response.headers.get('location');
          await response.body?.cancel().catch(() => undefined);
          if (!location) throw new DbuFetchError(`DBU svarede med fejl ${response.status}`, true);
          current = new URL(location, current);
          continue;
        }
        if (response.status === 304) return { status: 'unchanged' };
        if (response.status === 404 || response.status === 410) {
          await response.body?.cancel().catch(() => undefined);
          throw new DbuFetchError('Siden findes ikke hos DBU. Tjek holdets DBU-adresse.', false);
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw new DbuFetchError(`DBU svarede med fejl ${response.status}`, response.status >= 500 || response.status === 429);
        }
        const declared = Number(response.headers.get('content-length') ?? '0');
        if (declared > options.maxBytes) {
          await response.body?.cancel().catch(() => undefined);
          throw new DbuFetchError('Siden fra DBU er for stor til at blive læst', false);
        }
        const body = await readCapped(response, options.maxBytes, options.timeoutMs);
        return { status: 'ok', body, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
      }
      throw new DbuFetchError('DBU sendte videre for mange gange', true);
    },
  };
}
export type DbuHttp = ReturnType<typeof dbuHttp>;

async function readCapped(response: Response, maxBytes: number, timeoutMs: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const { done, value } = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new DbuFetchError('DBU svarede ikke', true)), Math.max(1, deadline - Date.now())).unref(),
        ),
      ]);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new DbuFetchError('Siden fra DBU er for stor til at blive læst', false);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof DbuFetchError) throw error;
    throw new DbuFetchError('DBU svarede ikke', true);
  }
  return Buffer.concat(chunks).toString('utf8');
}
