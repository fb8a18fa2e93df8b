import { z } from 'zod';
import type { Endpoint, HttpMethod, ParamNames } from '@common/contracts/endpoint';

/**
 * A route's method, URL and schema, taken from its description in `common/contracts/endpoints`,
 * so a URL is written once for server and client and the route's zod schemas are checked against
 * the catalogue's types when the code is compiled:
 * `r.route({ ...at(matchesEndpoints.list, { querystring, response: { 200: list, ...errors } }), handler })`.
 * Lint forbids '/api/' literals in route files; the catalogue test checks both ways at run time.
 */
export function at<E extends Endpoint<HttpMethod, string, unknown, unknown, unknown>, S extends RouteSchema>(endpoint: E, schema: S & NoInfer<Fits<E, S>>) {
  return { method: endpoint.method as E['method'], url: endpoint.path as E['path'], schema: schema as S };
}

/**
 * A success answer that is a file (a CSV the same route gives with format=csv) rather than the
 * catalogue's JSON: the client downloads it as text, so the answer's check leaves it out.
 */
export function fileAnswer(description: string) {
  return z.string().brand<'file'>().meta({ description });
}
type FileAnswer = z.output<ReturnType<typeof fileAnswer>>;

/** The text a route sends as its `fileAnswer` (Fastify sends a string with a set type unserialised). */
export function fileText(text: string): FileAnswer {
  return text as FileAnswer;
}

/** The parts of a Fastify route schema the catalogue describes (tags, summary and the like pass through). */
export interface RouteSchema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<number, unknown>;
  [other: string]: unknown;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Shown in the type error when a schema and the catalogue disagree. */
interface Mismatch<Catalogue, Schema> {
  readonly 'the catalogue says': Catalogue;
  readonly 'the schema says': Schema;
}

type Types<E> = E extends Endpoint<infer _M, infer Path, infer Response, infer Body, infer Query>
  ? { path: Path; response: Response; body: Body; query: Query }
  : never;

/** What a schema accepts; a preprocessed schema (which takes anything first) by what it then parses. */
type Accepted<T extends z.ZodType> = T extends z.ZodPreprocess<infer Inner> ? z.input<Inner> : z.input<T>;

/**
 * A request part (body, query) fits when the catalogue's type is what the schema accepts (its
 * input) or what it parses into (its output: a coerced query number is typed as sent). A file
 * body (Blob) is read raw by its route, which checks the bytes, so it has no zod schema.
 */
type RequestPart<Key extends string, Catalogue, S> = [Catalogue] extends [Blob]
  ? Key extends keyof S
    ? { [K in Key]: Mismatch<Catalogue, 'a zod schema: a file body is read raw'> }
    : unknown
  : Key extends keyof S
  ? S[Key] extends z.ZodType
    ? Same<Catalogue, Accepted<S[Key]>> extends true
      ? unknown
      : Same<Catalogue, z.output<S[Key]>> extends true
        ? unknown
        : { [K in Key]: Mismatch<Catalogue, Accepted<S[Key]>> }
    : unknown
  : [Catalogue] extends [undefined]
    ? unknown
    : { [K in Key]: Mismatch<Catalogue, undefined> };

/** Path parameters fit when the schema names exactly the path's ':param' segments. */
type ParamsPart<Path extends string, S> = 'params' extends keyof S
  ? S['params'] extends z.ZodType
    ? Same<ParamNames<Path>, keyof z.output<S['params']>> extends true
      ? unknown
      : { params: Mismatch<ParamNames<Path>, keyof z.output<S['params']>> }
    : unknown
  : [ParamNames<Path>] extends [never]
    ? unknown
    : { params: Mismatch<ParamNames<Path>, undefined> };

type SuccessCode = 200 | 201 | 202 | 204;

/**
 * The answer fits when the client receives the catalogue's type: the union of the success
 * schemas' outputs. A route whose success answer has no schema (a file, a redirect) is not checked.
 */
type ResponsePart<Catalogue, S> = S extends { response: infer R }
  ? Extract<keyof R, SuccessCode> extends never
    ? unknown
    : [SuccessOutput<R>] extends [never]
      ? unknown
      : Same<Catalogue, SuccessOutput<R>> extends true
        ? unknown
        : { response: { [C in Extract<keyof R, SuccessCode>]: Mismatch<Catalogue, SuccessOutput<R>> } }
  : unknown;

type SuccessOutput<R> = {
  [C in Extract<keyof R, SuccessCode>]: R[C] extends z.ZodType ? Exclude<z.output<R[C]>, FileAnswer> : never;
}[Extract<keyof R, SuccessCode>];

/** What a route schema must also be for its catalogue entry: `unknown` when it fits. */
export type Fits<E, S> = RequestPart<'body', Types<E>['body'], S> &
  RequestPart<'querystring', Types<E>['query'], S> &
  ParamsPart<Types<E>['path'], S> &
  ResponsePart<Types<E>['response'], S>;
