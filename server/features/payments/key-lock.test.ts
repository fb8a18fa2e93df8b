import { describe, expect, it } from 'vitest';
import { KeyLock } from './key-lock';

describe('KeyLock', () => {
  it('runs tasks of one key one after another', async () => {
    const lock = new KeyLock();
    const order: string[] = [];
    const slow = (name: string, ms: number) => async () => {
      order.push(`${name}:start`);
      await new Promise((r) => setTimeout(r, ms));
      order.push(`${name}:end`);
      return name;
    };
    const results = await Promise.all([lock.run('k', slow('a', 20)), lock.run('k', slow('b', 1))]);
    expect(results).toEqual(['a', 'b']);
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
  });

  it('keeps going after a failed task', async () => {
    const lock = new KeyLock();
    await expect(lock.run('k', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(lock.run('k', async () => 'ok')).resolves.toBe('ok');
  });
});
