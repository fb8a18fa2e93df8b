import type { Preset, Sample } from './measure';
import type { ScreenRow } from './screens';

interface Target {
  metric: 'performance' | 'lcp' | 'tbt' | 'cls' | 'accessibility' | 'bestPractices';
  name: string;
  limit: number;
  better: 'higher' | 'lower';
}

/**
 * P5: mobile Performance ≥ 95, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02; the desktop preset's
 * Performance ≥ 98. S16 (with LH_S16): accessibility 100 and best practices ≥ 95.
 */
function targetsOf(preset: Preset, s16: boolean): Target[] {
  const targets: Target[] =
    preset === 'mobile'
      ? [
          { metric: 'performance', name: 'Perf', limit: 95, better: 'higher' },
          { metric: 'lcp', name: 'LCP', limit: 1800, better: 'lower' },
          { metric: 'tbt', name: 'TBT', limit: 100, better: 'lower' },
          { metric: 'cls', name: 'CLS', limit: 0.02, better: 'lower' },
        ]
      : [{ metric: 'performance', name: 'Perf', limit: 98, better: 'higher' }];
  if (s16) {
    targets.push(
      { metric: 'accessibility', name: 'A11y', limit: 100, better: 'higher' },
      { metric: 'bestPractices', name: 'BP', limit: 95, better: 'higher' },
    );
  }
  return targets;
}

export const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface MeasuredRow {
  row: ScreenRow;
  /** The path opened, its id filled in. */
  path: string;
  /** Which checkout, when several are compared (A, B, …). */
  app: string | null;
  preset: Preset;
  samples: Sample[];
  /** The 1-minute load average before and after the row's runs. */
  load: [number, number];
}

export interface RowVerdict {
  medians: Record<Target['metric'] | 'cpuTbt', number>;
  missed: string[];
}

export function verdictOf(measured: MeasuredRow, s16: boolean): RowVerdict {
  const of = (pick: (s: Sample) => number | null) => median(measured.samples.map((s) => pick(s) ?? NaN));
  const medians = {
    performance: of((s) => s.performance),
    lcp: of((s) => s.lcp),
    tbt: of((s) => s.tbt),
    cls: of((s) => s.cls),
    accessibility: of((s) => s.accessibility),
    bestPractices: of((s) => s.bestPractices),
    cpuTbt: of((s) => s.cpuTbt),
  };
  const missed = targetsOf(measured.preset, s16)
    .filter((t) => {
      const v = medians[t.metric];
      return Number.isNaN(v) || (t.better === 'higher' ? v < t.limit : v > t.limit);
    })
    .map((t) => t.name);
  return { medians, missed };
}

const ms = (v: number) => (Number.isNaN(v) ? '–' : `${Math.round(v)} ms`);
const seconds = (v: number) => (Number.isNaN(v) ? '–' : `${(v / 1000).toFixed(2)} s`);
const score = (v: number) => (Number.isNaN(v) ? '–' : String(Math.round(v)));

/** The table as Markdown: one line per screen, login, preset (and checkout), medians and the verdict. */
export function formatTable(rows: MeasuredRow[], s16: boolean, bigClubMembers: number): string {
  const compared = rows.some((r) => r.app !== null);
  const head = [
    'Screen',
    'Path',
    'As',
    ...(compared ? ['App'] : []),
    'Preset',
    'Perf',
    'LCP',
    'TBT',
    'CLS',
    ...(s16 ? ['A11y', 'BP'] : []),
    'TBT from CPU time',
    'Load',
    'Verdict',
  ];
  const lines = rows.map((measured) => {
    const { medians: m, missed } = verdictOf(measured, s16);
    const { row } = measured;
    return [
      row.label,
      row.club === 'big'
        ? `${measured.path} (+${bigClubMembers.toLocaleString('en')} members)`
        : measured.path,
      row.as,
      ...(compared ? [measured.app ?? ''] : []),
      measured.preset,
      score(m.performance),
      seconds(m.lcp),
      ms(m.tbt),
      Number.isNaN(m.cls) ? '–' : m.cls.toFixed(3),
      ...(s16 ? [score(m.accessibility), score(m.bestPractices)] : []),
      ms(m.cpuTbt),
      measured.load.map((l) => l.toFixed(1)).join('–'),
      missed.length ? `MISS ${missed.join(', ')}` : 'PASS',
    ];
  });
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The long tasks (by CPU time) of the run whose CPU-time estimate is the median, for rows that miss TBT. */
export function formatLongTasks(rows: MeasuredRow[], s16: boolean): string {
  const out: string[] = [];
  for (const measured of rows) {
    if (!verdictOf(measured, s16).missed.includes('TBT')) continue;
    const byEstimate = [...measured.samples].sort((a, b) => a.cpuTbt - b.cpuTbt);
    const run = byEstimate[Math.floor((byEstimate.length - 1) / 2)];
    if (!run?.longTasks.length) continue;
    const tasks = run.longTasks
      .slice(0, 4)
      .map(
        (t) =>
          `${t.source} ${Math.round(t.cpu)} ms CPU (${Math.round(t.wall)} ms wall) at ${Math.round(t.start)} ms`,
      );
    const app = measured.app ? ` [${measured.app}]` : '';
    out.push(`- ${measured.row.label} as ${measured.row.as}, ${measured.preset}${app}: ${tasks.join('; ')}`);
  }
  return out.join('\n');
}
