import { describe, expect, it } from 'vitest';
import { ClubEventBus } from './events';

const settle = () => new Promise((r) => setTimeout(r, 10));
const payload = { id: 1, title: 'Træning aflyst', date: new Date(), team: null };

describe('ClubEventBus', () => {
  it('logs a failing listener with the event name, and still runs the others', async () => {
    const bus = new ClubEventBus();
    const logged: Array<{ obj: Record<string, unknown>; msg: string }> = [];
    bus.useLogger({ error: (obj, msg) => void logged.push({ obj, msg }) });
    const heard: string[] = [];
    bus.on('training.cancelled', () => {
      throw new Error('push service nede');
    });
    bus.on('training.cancelled', async () => {
      await Promise.reject(new Error('asynkron fejl'));
    });
    bus.on('training.cancelled', (e) => void heard.push(e.title));
    expect(() => bus.emit('training.cancelled', payload)).not.toThrow();
    await settle();
    expect(heard).toEqual(['Træning aflyst']);
    expect(logged.map((l) => [l.msg, l.obj.event, (l.obj.err as Error).message])).toEqual([
      ['event listener failed', 'training.cancelled', 'push service nede'],
      ['event listener failed', 'training.cancelled', 'asynkron fejl'],
    ]);
  });
});
