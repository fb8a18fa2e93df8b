import type { FastifySerializerCompiler } from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every answer goes out through its route's response schema (zod strips what the schema does not
 * name, S-targets), which made checking the shared match list the largest single cost of a cached
 * GET /api/matches (decision 082: about a quarter of its CPU, 150 matches checked per request).
 *
 * A deeply frozen value cannot change, so what is made from it is kept beside it and re-used:
 * the checked form of each frozen item of a list (the shared cache's matches and trainings
 * inside a viewer's own list), and, in the serializer below, the JSON of a frozen answer (the
 * health check's two). Everything else is checked every time as before. Only plain arrays of
 * items take the item path; an array schema with checks of its own (min, max…) is checked whole.
 */
const checked = new WeakMap<z.ZodType, WeakMap<object, unknown>>();

function isFrozenObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && Object.isFrozen(value);
}

function itemSchemaOf(schema: z.ZodType): z.ZodType | undefined {
  if (!(schema instanceof z.ZodArray)) return undefined;
  return (schema._zod.def.checks?.length ?? 0) === 0 ? (schema.element as z.ZodType) : undefined;
}

function encodeItem(item: z.ZodType, value: unknown): unknown {
  if (!isFrozenObject(value)) return z.encode(item, value);
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

/**
 * Fastify's response serializer: encodeResponse, then JSON (as fastify-type-provider-zod's, which
 * it replaces). A frozen answer's JSON is kept too: the health check sends one of two bodies, and
 * building the same text on every request was most of its own CPU (decision 082, P1).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const { schema, method, url } = route;
  // Anything but a zod schema (none today) goes to the library's own serializer.
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  const toJson = (data: unknown) => {
    let encoded: unknown;
    try {
      encoded = encodeResponse(schema, data);
    } catch (cause) {
      throw new ResponseSerializationError(method, url, { cause: cause as z.ZodError });
    }
    return JSON.stringify(encoded);
  };
  const sent = new WeakMap<object, string>();
  return (data) => {
    if (!isFrozenObject(data)) return toJson(data);
    let json = sent.get(data);
    if (json === undefined) sent.set(data, (json = toJson(data)));
    return json;
  };
};
