import type { FastifySerializerCompiler } from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every answer goes out through its route's response schema (zod strips what the schema does not
 * name, S-targets), which made checking the shared match list the largest single cost of a cached
 * GET /api/matches (issue 15: about a quarter of its CPU, 150 matches checked per request).
 *
 * A list item that is deeply frozen cannot change, so its checked form is kept beside it and
 * re-used: the shared cache's items are checked once per cache entry instead of once per
 * request, and everything else (a viewer's own copy of a match, any list that is not frozen) is
 * checked every time as before. Only plain arrays of items take this path; an array schema with
 * checks of its own (min, max…) is checked whole.
 */
const checked = new WeakMap<z.ZodType, WeakMap<object, unknown>>();

function itemSchemaOf(schema: z.ZodType): z.ZodType | undefined {
  if (!(schema instanceof z.ZodArray)) return undefined;
  return (schema._zod.def.checks?.length ?? 0) === 0 ? (schema.element as z.ZodType) : undefined;
}

function encodeItem(item: z.ZodType, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return z.encode(item, value);
  let byValue = checked.get(item);
  if (!byValue) checked.set(item, (byValue = new WeakMap()));
  if (byValue.has(value)) return byValue.get(value);
  const encoded = z.encode(item, value);
  byValue.set(value, encoded);
  return encoded;
}

/** z.encode(schema, value), with frozen list items checked once. Throws zod's error when the value does not fit. */
export function encodeResponse(schema: z.ZodType, value: unknown): unknown {
  const item = itemSchemaOf(schema);
  if (!item || !Array.isArray(value)) return z.encode(schema, value);
  return value.map((v) => encodeItem(item, v));
}

/** Freezes a value and everything in it, so encodeResponse may keep its checked form. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Fastify's response serializer: encodeResponse, then JSON (as fastify-type-provider-zod's, which it replaces). */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const { schema, method, url } = route;
  // Anything but a zod schema (none today) goes to the library's own serializer.
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  return (data) => {
    let encoded: unknown;
    try {
      encoded = encodeResponse(schema, data);
    } catch (cause) {
      throw new ResponseSerializationError(method, url, { cause: cause as z.ZodError });
    }
    return JSON.stringify(encoded);
  };
};
