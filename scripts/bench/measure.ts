import autocannon from 'autocannon';

export interface Measurement {
  requests: number;
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
  return { requests: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
