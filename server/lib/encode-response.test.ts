import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze, encodeResponse, serializerCompiler } from './encode-response';

const list = z.array(z.object({ id: z.number(), tags: z.array(z.string()) }));

describe('encodeResponse (decision 082: a shared list is checked once, not per request)', () => {
  it('strips what the schema does not name, frozen or not', () => {
    const loose = { id: 1, tags: ['a'], secret: 'x' };
    const frozen = deepFreeze({ id: 2, tags: ['b'], secret: 'y' });
    expect(encodeResponse(list, [loose, frozen])).toEqual([
      { id: 1, tags: ['a'] },
      { id: 2, tags: ['b'] },
    ]);
  });

  it('keeps the checked form of a frozen item and checks every other item again', () => {
    const frozen = deepFreeze({ id: 1, tags: [] as string[] });
    const loose = { id: 2, tags: [] as string[] };
    const [a1, b1] = encodeResponse(list, [frozen, loose]) as object[];
    const [a2, b2] = encodeResponse(list, [frozen, loose]) as object[];
    expect(a2).toBe(a1);
    expect(b2).not.toBe(b1);
  });

  it('refuses an item that does not fit, frozen or not', () => {
    expect(() => encodeResponse(list, [deepFreeze({ id: 'one', tags: [] })])).toThrow();
    expect(() => encodeResponse(list, [{ id: 1 }])).toThrow();
  });

  it('checks an array with rules of its own as a whole', () => {
    const atMostOne = z.array(z.object({ id: z.number() })).max(1);
    const items = [deepFreeze({ id: 1 }), deepFreeze({ id: 2 })];
    expect(() => encodeResponse(atMostOne, items)).toThrow();
  });

  it('freezes nested objects and arrays too', () => {
    const value = deepFreeze({ a: { b: [1, { c: 2 }] } });
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a.b)).toBe(true);
    expect(Object.isFrozen(value.a.b[1])).toBe(true);
  });

  it('checks and writes a frozen answer once, and any other answer every time', () => {
    let checks = 0;
    const answer = z.object({ status: z.string() }).refine(() => ++checks > 0);
    const serialize = serializerCompiler({ schema: answer, method: 'GET', url: '/x', httpStatus: '200' });
    const frozen = deepFreeze({ status: 'ok', extra: 1 });
    expect([serialize(frozen), serialize(frozen)]).toEqual(['{"status":"ok"}', '{"status":"ok"}']);
    expect(checks).toBe(1);
    serialize({ status: 'ok' });
    serialize({ status: 'ok' });
    expect(checks).toBe(3);
  });

  it('refuses a frozen answer that does not fit, every time it is sent', () => {
    const serialize = serializerCompiler({
      schema: z.object({ id: z.number() }),
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    const wrong = deepFreeze({ id: 'one' });
    expect(() => serialize(wrong)).toThrow();
    expect(() => serialize(wrong)).toThrow();
  });
});
