import autocannon from 'autocannon';

export interface Measurement {
  /** Requests per second, on average over the run. */
  requests: number;
  /** Requests answered in the run. */
  total: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run against loopback, bounded in time. */
export async function measure(url: string, options: { seconds: number; connections: number; headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string }): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    method: options.method ?? 'GET',
    body: options.body,
  });
  return { requests: result.requests.average, total: result.requests.total, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Latency at a fixed offered load (open loop): a request leaves every 1000/rate ms whatever the
 * earlier ones are doing, so a slow answer cannot hide the queue behind it (no coordinated
 * omission, unlike a closed loop of saturating connections).
 */
export async function openLoop(url: string, options: { rate: number; seconds: number; headers?: Record<string, string> }) {
  const http = await import('node:http');
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(options.rate * options.seconds);
  const gap = 1000 / options.rate;
  const t0 = performance.now();
  const one = () =>
    new Promise<void>((resolve) => {
      const s = performance.now();
      const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers: options.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 0) >= 400) errors++;
          latencies.push(performance.now() - s);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const all: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = t0 + i * gap;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    all.push(one());
  }
  await Promise.all(all);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { rate: options.rate, p50: at(0.5), p99: at(0.99), errors };
}
