import { describe, expect, it } from 'vitest';
import { copenhagenOffsetByIntl, copenhagenOffsetMs } from './copenhagen-offset';

const HOUR_MS = 3_600_000;

describe("Copenhagen's offset from UTC", () => {
  it('is what Intl says every three hours from 1996 to 2099', () => {
    const wrong: string[] = [];
    for (let ms = Date.UTC(1996, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 3 * HOUR_MS) {
      if (copenhagenOffsetMs(ms) !== copenhagenOffsetByIntl(ms)) wrong.push(new Date(ms).toISOString());
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('changes at the same minute as Intl around every clock change from 1996 to 2099', () => {
    const wrong: string[] = [];
    for (let year = 1996; year <= 2099; year++) {
      for (const month of [2, 9]) {
        // Every minute of the last week of March and of October, 00:00–02:59 UTC.
        for (let day = 25; day <= 31; day++) {
          for (let minute = 0; minute < 180; minute++) {
            const ms = Date.UTC(year, month, day, 0, minute);
            if (copenhagenOffsetMs(ms) !== copenhagenOffsetByIntl(ms)) wrong.push(new Date(ms).toISOString());
          }
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('leaves instants outside 1996–2099 to Intl', () => {
    expect(copenhagenOffsetMs(Date.UTC(1995, 6, 1))).toBeNull();
    expect(copenhagenOffsetMs(Date.UTC(2100, 0, 1))).toBeNull();
    expect(copenhagenOffsetMs(NaN)).toBeNull();
  });
});
