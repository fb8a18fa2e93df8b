import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { get, post, put } from '@common/contracts/endpoint';
import { errorAnswers } from './error-answers';
import { at, fileAnswer } from './route-at';

// The type check is the test: `npx tsc --noEmit -p .` fails when an expected error is not one
// (an unused @ts-expect-error), so each mismatch below is proven to fail the build.

const item = z.object({ id: z.number(), name: z.string() });
type Item = z.infer<typeof item>;
const itemBody = z.object({ name: z.string().trim().min(1) });
type ItemBody = z.infer<typeof itemBody>;
const listQuery = z.object({ limit: z.coerce.number().optional() });
type ListQuery = z.infer<typeof listQuery>;
const idParams = z.object({ id: z.coerce.number() });

const catalogue = {
  list: get<Item[], undefined, ListQuery>()('/api/items'),
  create: post<Item, ItemBody>()('/api/items'),
  rename: put<Item, ItemBody>()('/api/items/:id'),
  upload: put<{ success: true }, Blob>()('/api/items/:id/file'),
};

describe('at(): a route registered from the catalogue', () => {
  it('passes on method, URL and schema when the schemas match the catalogue', () => {
    const route = at(catalogue.rename, {
      tags: ['items'],
      params: idParams,
      body: itemBody,
      response: { 200: item, ...errorAnswers(400, 404) },
    });
    expect(route.method).toBe('PUT');
    expect(route.url).toBe('/api/items/:id');
    expect(route.schema.body).toBe(itemBody);
    at(catalogue.list, { querystring: listQuery, response: { 200: z.array(item) } });
    at(catalogue.create, { body: itemBody, response: { 201: item } });
    at(catalogue.upload, { params: idParams, response: { 200: z.object({ success: z.literal(true) }) } });
    // A file answer beside the JSON one is left out of the answer's check.
    at(catalogue.list, { querystring: listQuery, response: { 200: z.array(item).or(fileAnswer('text/csv')) } });
  });

  it('fails the type check when the body does not match, or is missing', () => {
    // @ts-expect-error the body takes a number where the catalogue says a string
    at(catalogue.create, { body: z.object({ name: z.number() }), response: { 201: item } });
    // @ts-expect-error the body schema has a field the catalogue does not
    at(catalogue.create, { body: itemBody.extend({ extra: z.string() }), response: { 201: item } });
    // @ts-expect-error the catalogue has a body, the route validates none
    at(catalogue.create, { response: { 201: item } });
    // @ts-expect-error the catalogue has no body, the route takes one
    at(catalogue.list, { querystring: listQuery, body: itemBody, response: { 200: z.array(item) } });
    // @ts-expect-error a file body is read raw, not through a zod schema
    at(catalogue.upload, { params: idParams, body: z.string(), response: { 200: z.object({ success: z.literal(true) }) } });
    expect(true).toBe(true);
  });

  it('fails the type check when the query does not match', () => {
    // @ts-expect-error the query's field has another name
    at(catalogue.list, { querystring: z.object({ max: z.coerce.number().optional() }), response: { 200: z.array(item) } });
    // @ts-expect-error the catalogue has a query, the route validates none
    at(catalogue.list, { response: { 200: z.array(item) } });
    expect(true).toBe(true);
  });

  it('fails the type check when the path parameters do not match', () => {
    // @ts-expect-error the schema names another parameter than the path's ':id'
    at(catalogue.rename, { params: z.object({ itemId: z.coerce.number() }), body: itemBody, response: { 200: item } });
    // @ts-expect-error the path has ':id', the route validates no parameters
    at(catalogue.rename, { body: itemBody, response: { 200: item } });
    expect(true).toBe(true);
  });

  it('fails the type check when the answer does not match', () => {
    // @ts-expect-error the answer is one item where the catalogue says a list
    at(catalogue.list, { querystring: listQuery, response: { 200: item } });
    // @ts-expect-error the answer lacks a field the catalogue promises
    at(catalogue.create, { body: itemBody, response: { 201: item.omit({ name: true }) } });
    expect(true).toBe(true);
  });
});
