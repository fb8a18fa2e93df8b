import { describe, expect, it } from 'vitest';
import { runState, scheduleText } from './JobsCard';

describe('Systemindstillinger jobs', () => {
  it('says when a job runs in Danish', () => {
    expect(scheduleText({ everyMinutes: 60 })).toBe('Hver time');
    expect(scheduleText({ everyMinutes: 10 })).toBe('Hvert 10. minut');
    expect(scheduleText({ everyMinutes: 1 })).toBe('Hvert minut');
    expect(scheduleText({ everyMinutes: 360 })).toBe('Hver 6. time');
    expect(scheduleText({ everySeconds: 15, perInstance: true })).toBe('Hvert 15. sekund på hver server');
    expect(scheduleText(null)).toBe('Når der er noget i kø');
    expect(scheduleText({ cron: '0 7 * * *' })).toBe('Hver dag kl. 07:00');
    expect(scheduleText({ cron: '30 6 * * 1' })).toBe('Efter planen 30 6 * * 1 (dansk tid)');
  });

  it('tells running, failed, OK and never run apart', () => {
    const a = '2026-03-05T10:00:00.000Z';
    const b = '2026-03-05T10:00:02.000Z';
    expect(runState({ lastStartedAt: null, lastFinishedAt: null, lastError: null }).label).toBe('Ikke kørt');
    expect(runState({ lastStartedAt: b, lastFinishedAt: a, lastError: null }).label).toBe('Kører');
    expect(runState({ lastStartedAt: a, lastFinishedAt: b, lastError: 'nede' }).label).toBe('Fejl');
    expect(runState({ lastStartedAt: a, lastFinishedAt: b, lastError: null }).label).toBe('OK');
  });
});
