import type { Trace } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** A main-thread task after the first contentful paint that blocks once CPU-slowed, with the script it ran. */
export interface LongTask {
  /** Milliseconds after the navigation began (observed). */
  start: number;
  /** The task's CPU time on the main thread (the trace's thread duration), in ms, not slowed. */
  cpu: number;
  /** The same task's wall time, in ms: with other work on the machine it is longer. */
  wall: number;
  /** What the task did, and the script it is attributed to (the last one on its stack). */
  source: string;
}

const BLOCKING_AFTER_MS = 50;

/**
 * An estimate of Total Blocking Time from the *CPU time* of the main thread's tasks, where
 * Lighthouse's simulation multiplies their wall time (P5 on a shared machine). A task that waits
 * for a core while other processes run takes longer on the wall clock but not on the thread's
 * clock, so this figure moves far less with the machine's load. It sums, for every top-level task
 * from the observed first contentful paint on, the part of its CPU time times the preset's CPU
 * slowdown beyond 50 ms. It is not Lighthouse's TBT (no simulated network, no end at
 * Time to Interactive): a change that lowers it lowers the work the page does.
 */
export function cpuTimeBlocking(
  trace: Trace,
  cpuSlowdown: number,
): { blocking: number; longTasks: LongTask[] } {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const fcp = navigation.timings.firstContentfulPaint;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const longTasks: LongTask[] = [];
  let blocking = 0;
  let withoutThreadTime = 0;
  for (const task of tasks) {
    if (task.parent || task.startTime < fcp) continue;
    const tdur = (task.event as { tdur?: number }).tdur;
    if (tdur === undefined) {
      withoutThreadTime++;
      continue;
    }
    const cpu = tdur / 1000;
    const slowed = cpu * cpuSlowdown;
    if (slowed <= BLOCKING_AFTER_MS) continue;
    blocking += slowed - BLOCKING_AFTER_MS;
    longTasks.push({ start: task.startTime, cpu, wall: task.duration, source: sourceOf(task) });
  }
  // Without the thread's clock in the trace there is nothing to estimate from.
  if (withoutThreadTime && !longTasks.length && !blocking) return { blocking: NaN, longTasks };
  return { blocking, longTasks: longTasks.sort((a, b) => b.cpu - a.cpu) };
}

interface Task {
  attributableURLs: string[];
  group: { label: string };
  selfTime: number;
  children: Task[];
}

/** What the task did most (Lighthouse's task groups, by self time) and the last script on its stack, by file name. */
function sourceOf(task: Task): string {
  const byGroup = new Map<string, number>();
  const walk = (t: Task) => {
    byGroup.set(t.group.label, (byGroup.get(t.group.label) ?? 0) + t.selfTime);
    t.children.forEach(walk);
  };
  walk(task);
  const [group] = [...byGroup].sort((a, b) => b[1] - a[1])[0] ?? [task.group.label];
  const scripts = task.attributableURLs.map(fileName).filter((name) => name.endsWith('.js'));
  return scripts.length ? `${group} (${scripts.at(-1)})` : group;
}

function fileName(url: string): string {
  try {
    return new URL(url).pathname.split('/').pop() ?? url;
  } catch {
    return url;
  }
}
