import {
  pathOf,
  type BodyOf,
  type Endpoint,
  type HttpMethod,
  type PathOf,
  type PathParams,
  type QueryOf,
  type ResponseOf,
} from '@common/contracts/endpoint';
import { apiRequest, apiUpload } from './api';

type AnyEndpoint = Endpoint<HttpMethod, string, unknown, unknown, unknown>;
type QueryValue = string | number | boolean | undefined | null;

/** What a call needs besides the endpoint: its path params, query and body, each only when it has them. */
export type CallInput<E extends AnyEndpoint> = ([keyof PathParams<PathOf<E>>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<PathOf<E>> }) &
  (QueryOf<E> extends undefined
    ? { query?: undefined }
    : Partial<QueryOf<E>> extends QueryOf<E>
      ? { query?: QueryOf<E> }
      : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) & {
    /** Aborts the request (a newer question replaces it). */
    signal?: AbortSignal;
  };

// The input may be left out when nothing in it is required.
type Args<E extends AnyEndpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** A key's input: the path params it needs; its query may be left out (the key of every query of the path). */
type KeyInput<E extends AnyEndpoint> = Omit<CallInput<E>, 'query' | 'body' | 'signal'> & { query?: QueryOf<E> };
type KeyArgs<E extends AnyEndpoint> =
  Partial<KeyInput<E>> extends KeyInput<E> ? [input?: KeyInput<E>] : [input: KeyInput<E>];

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call: params filled in (encoded), query appended without empty values. */
export function urlOf<E extends AnyEndpoint>(endpoint: E, ...[input]: Args<E>): string {
  const given = input as
    { params?: Record<string, string | number>; query?: Record<string, QueryValue> } | undefined;
  return pathOf(endpoint, (given?.params ?? {}) as PathParams<string>) + queryString(given?.query);
}

/** Calls an endpoint; the answer has the endpoint's type. */
export function call<E extends AnyEndpoint>(endpoint: E, ...args: Args<E>): Promise<ResponseOf<E>> {
  const { body, signal } = (args[0] as { body?: unknown; signal?: AbortSignal } | undefined) ?? {};
  return apiRequest<ResponseOf<E>>(endpoint.method, urlOf(endpoint, ...args), body, signal);
}

/** Sends a form with files (multipart) to a POST endpoint. */
export function upload<E extends AnyEndpoint>(endpoint: E, form: FormData): Promise<ResponseOf<E>> {
  return apiUpload<ResponseOf<E>>(endpoint.path, form);
}

/**
 * The TanStack Query key of a GET, the one way a read is keyed: the path up to its first
 * parameter, then the remaining segments with the parameters filled in (a match's availability:
 * [the matches path, 5, 'availability']), then the query, if any is given, as an object
 * ([the leaderboards' path, { from, to }]); left out, the key is that of every query of the path. Invalidating a path reaches every query under it;
 * the default query function turns the key back into the URL (urlOfKey).
 */
export function queryKeyOf<E extends AnyEndpoint>(endpoint: E, ...[input]: KeyArgs<E>): readonly unknown[] {
  const given = input as { params?: Record<string, string | number>; query?: object } | undefined;
  const query = given?.query && Object.keys(given.query).length > 0 ? [given.query] : [];
  const segments = endpoint.path.split('/');
  const firstParam = segments.findIndex((segment) => segment.startsWith(':'));
  if (firstParam === -1) return [endpoint.path, ...query];
  const rest = segments
    .slice(firstParam)
    .map((segment) => (segment.startsWith(':') ? given?.params?.[segment.slice(1)] : segment));
  return [segments.slice(0, firstParam).join('/'), ...rest, ...query];
}

/** The URL a key of queryKeyOf stands for: its parts joined by '/', a query object as the query string. */
export function urlOfKey(key: readonly unknown[]): string {
  const last = key.at(-1);
  const hasQuery = typeof last === 'object' && last !== null;
  const parts = (hasQuery ? key.slice(0, -1) : key).filter((part) => part !== undefined && part !== null);
  return parts.join('/') + (hasQuery ? queryString(last as Record<string, QueryValue>) : '');
}
