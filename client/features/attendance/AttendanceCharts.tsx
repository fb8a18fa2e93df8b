import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AttendanceStats } from '@common/contracts/attendance';
import { percent, weekLabel } from '@common/domain/attendance';
import { distinctShortNames } from '@common/domain/person-names';

/** The theme's colours (design tokens, decision 077): the charts are drawn on a canvas, which CSS does not reach. */
function chartColours(el: HTMLElement) {
  const css = getComputedStyle(el);
  const token = (name: string) => css.getPropertyValue(name).trim();
  const axis = { stroke: token('--muted'), grid: { stroke: token('--border') }, ticks: { stroke: token('--border') } };
  return { club: token('--club'), axis };
}

type Colours = ReturnType<typeof chartColours>;

/** Redraws when the phone switches between its light and dark setting. */
function useColourScheme() {
  const [dark, setDark] = useState(() => matchMedia('(prefers-color-scheme: dark)').matches);
  useEffect(() => {
    const query = matchMedia('(prefers-color-scheme: dark)');
    const changed = () => setDark(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return dark;
}

function useChart(make: (el: HTMLDivElement, width: number, colours: Colours) => uPlot, deps: unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  const dark = useColourScheme();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const chart = make(el, Math.max(280, el.clientWidth), chartColours(el));
    return () => chart.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, dark]);
  return ref;
}

/**
 * Fremmøde's two charts (uPlot, loaded only with this chunk): each player's attendance in per
 * cent as bars, and the team's average attendance per training, week by week, as a line.
 */
export default function AttendanceCharts({ stats }: { stats: AttendanceStats }) {
  const players = stats.players;
  // Two Christians and three Troels in one team: each bar names its player apart from the rest.
  const names = useMemo(() => distinctShortNames(players), [players]);
  const bars = useChart(
    (el, width, { club, axis }) =>
      new uPlot(
        {
          width,
          height: 220,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: [-0.5, players.length - 0.5] }, y: { range: [0, 100] } },
          axes: [
            {
              ...axis,
              values: (_u, splits) => splits.map((i) => names[i] ?? ''),
              rotate: -90,
              size: 84,
              gap: 2,
              space: 12,
            },
            { ...axis, values: (_u, splits) => splits.map((v) => `${v} %`), size: 60 },
          ],
          series: [
            {},
            {
              label: 'Fremmøde %',
              fill: club,
              stroke: club,
              paths: uPlot.paths.bars!({ size: [0.7, 40] }),
              points: { show: false },
            },
          ],
        },
        [players.map((_, i) => i), players.map((p) => percent(p.trainings.present, p.trainings.held))],
        el,
      ),
    [players],
  );
  const weeks = stats.weeks;
  const line = useChart(
    (el, width, { club, axis }) =>
      new uPlot(
        {
          width,
          height: 180,
          legend: { show: false },
          scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(5, Math.ceil(max))] } },
          axes: [
            { ...axis, values: (_u, splits) => splits.map((i) => (weeks[i] ? weekLabel(weeks[i].week) : '')), space: 56 },
            { ...axis, size: 36 },
          ],
          series: [{}, { label: 'Til stede pr. træning', stroke: club, width: 2, points: { size: 5 } }],
        },
        [weeks.map((_, i) => i), weeks.map((w) => (w.held ? Math.round((w.present / w.held) * 10) / 10 : 0))],
        el,
      ),
    [weeks],
  );
  return (
    <>
      <figure className="attendance-chart" aria-label="Fremmøde pr. spiller i procent af træningerne">
        <figcaption className="small muted">Fremmøde pr. spiller (% af træningerne)</figcaption>
        <div ref={bars} />
      </figure>
      <figure className="attendance-chart" aria-label="Holdets fremmøde pr. uge">
        <figcaption className="small muted">Til stede pr. træning, uge for uge</figcaption>
        <div ref={line} />
      </figure>
    </>
  );
}
