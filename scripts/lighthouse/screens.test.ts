import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../common/navigation/screens';
import { allRows, selectRows } from './screens';

describe('the Lighthouse table (P5)', () => {
  const rows = allRows();

  it('measures every listed screen, as the logins whose role the app gives it to', () => {
    for (const path of Object.keys(SCREENS)) expect(rows.some((r) => r.path === path)).toBe(true);
    const openers = (path: string) => rows.filter((r) => r.path === path).map((r) => r.as);
    expect(openers('/training')).toEqual(['admin', 'bestyrelse', 'traener', 'spiller', 'nybruger']);
    expect(openers('/attendance')).toEqual(['admin', 'bestyrelse', 'traener']);
    expect(openers('/admin/system-settings')).toEqual(['admin']);
  });

  it('adds the flow screens and measures Medlemmer in the big club only', () => {
    expect(rows.filter((r) => r.label === 'Udtagelse').map((r) => r.as)).toEqual(['traener', 'spiller']);
    expect(rows.filter((r) => r.path === '/auth').map((r) => r.as)).toEqual(['signed-out']);
    expect([...new Set(rows.filter((r) => r.club === 'big').map((r) => r.path))]).toEqual(['/admin/members']);
  });

  it('picks rows by path or label and by login', () => {
    const picked = selectRows(rows, '/kalender, medlemmer', 'admin');
    expect(picked.map((r) => `${r.path} ${r.as}`)).toEqual(['/kalender admin', '/admin/members admin']);
    expect(selectRows(rows, undefined, 'signed-out').map((r) => r.path)).toEqual([
      '/auth',
      '/payment-success',
    ]);
    expect(selectRows(rows, undefined, undefined)).toEqual(rows);
  });

  it('says so when a word picks nothing', () => {
    expect(() => selectRows(rows, '/traning', undefined)).toThrow("no screen '/traning'");
    expect(() => selectRows(rows, undefined, 'coach')).toThrow("no role 'coach'");
  });
});
