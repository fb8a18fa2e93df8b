import fs from 'node:fs';

/**
 * Resident memory of a server as the operating system counts it (P9): the process and every
 * process below it (a loader such as tsx runs the server in a child of its own), summed from
 * /proc. Linux only; elsewhere 0.
 */
export function residentBytes(pid: number): number {
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      const line = fs.readFileSync(`/proc/${p}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
      total += line ? Number(line[1]) * 1024 : 0;
    } catch {
      /* the process ended meanwhile */
    }
  }
  return total;
}

function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    try {
      for (const task of fs.readdirSync(`/proc/${all[i]}/task`)) {
        const children = fs.readFileSync(`/proc/${all[i]}/task/${task}/children`, 'utf8').trim();
        if (children) all.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      /* gone, or not Linux */
    }
  }
  return all;
}

/** Samples a process tree's resident memory every `everyMs` until stopped; the peak and the last. */
export function sampleResident(pid: number, everyMs = 50) {
  let peak = 0;
  let last = 0;
  const timer = setInterval(() => {
    last = residentBytes(pid);
    peak = Math.max(peak, last);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      last = residentBytes(pid) || last;
      peak = Math.max(peak, last);
      return { peak, last };
    },
    get peak() {
      return peak;
    },
  };
}

/**
 * CPU seconds (user + system) a server has used so far: the process and every process below it
 * (tsx runs a script in a child), as residentBytes counts them. Linux only; elsewhere 0.
 */
export function cpuSecondsOf(pid: number): number {
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime, stime are fields 14 and 15 (1-based) of the whole line: 12 and 13 after "pid (comm) ".
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      /* the process ended meanwhile */
    }
  }
  return total;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
