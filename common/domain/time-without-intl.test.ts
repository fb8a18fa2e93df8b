import { expect, it, vi } from 'vitest';

// Its own file, so that nothing has built date-fns' cached formatter before this test looks.
// The first Intl formatter is 25–50 ms of a phone's main thread while Hjem starts (decision 086).
it('instantToCopenhagen builds no Intl formatter for an instant of the offset rule’s years', async () => {
  const built = vi.spyOn(Intl, 'DateTimeFormat');
  const { instantToCopenhagen } = await import('./time');
  expect(instantToCopenhagen('2026-03-29T01:00:00Z')).toEqual({ date: '2026-03-29', time: '03:00' });
  expect(instantToCopenhagen('2026-10-25T00:59:00Z')).toEqual({ date: '2026-10-25', time: '02:59' });
  expect(built).not.toHaveBeenCalled();
});
