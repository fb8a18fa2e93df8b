/**
 * One description per API endpoint: method and path, with the types of its body, query and answer.
 * The client calls the API only through these (`client/lib/api-client.ts`), and a server test
 * checks that every description names a registered route and every /api route has one
 * (`server/plugins/openapi.api.test.ts`). The types are carried, not the zod schemas:
 * a screen's chunk pulls in no validation code it does not use. The server registers each route
 * with `at(endpoint, schema)` (`server/lib/route-at.ts`), which fails the type check when the
 * route's zod schemas differ from these types.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of a path's ':param' segments. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string | number };

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Response = unknown,
  Body = undefined,
  Query = undefined,
> {
  readonly method: Method;
  readonly path: Path;
  /** Types only: never set at run time. */
  readonly types?: { response: Response; body: Body; query: Query };
}

export type ResponseOf<E> =
  E extends Endpoint<HttpMethod, string, infer Response, unknown, unknown> ? Response : never;
export type BodyOf<E> = E extends Endpoint<HttpMethod, string, unknown, infer Body, unknown> ? Body : never;
export type QueryOf<E> =
  E extends Endpoint<HttpMethod, string, unknown, unknown, infer Query> ? Query : never;
export type PathOf<E> = E extends Endpoint<HttpMethod, infer Path, unknown, unknown, unknown> ? Path : never;

/** An endpoint's path with its ':param' segments filled in (encoded). */
export function pathOf<Path extends string>(
  endpoint: { readonly path: Path },
  params: PathParams<Path>,
): string {
  const given = params as Record<string, string | number>;
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = given[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

const make =
  <Method extends HttpMethod>(method: Method) =>
  <Response = void, Body = undefined, Query = undefined>() =>
  <Path extends string>(path: Path): Endpoint<Method, Path, Response, Body, Query> => ({ method, path });

/** `get<Answer, undefined, Query>()(path)`: the type arguments first, then the path (whose params are inferred). */
export const get = make('GET');
export const post = make('POST');
export const put = make('PUT');
export const patch = make('PATCH');
export const del = make('DELETE');
