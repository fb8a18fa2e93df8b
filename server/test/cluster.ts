import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import pg from 'pg';
import { startServer, type ServerProcess } from './server-process';

/**
 * A small cluster for tests (C9): N server processes on one fresh PostgreSQL database and one
 * local S3 server, behind a round-robin HTTP proxy written here with node:http. Needs
 * TEST_DATABASE_URL. The proxy, like the Caddy and nginx set-ups in docs/deploy.md:
 * - sends a request only to instances whose GET /api/ready answered 200 at the last look (every 200 ms);
 * - tries the next instance when one refuses the connection, or answers the 503 Fastify gives
 *   while closing (the request was not handled); a GET is also retried after a dropped connection;
 * - streams answers as they come (the live chat's server-sent events), adds X-Forwarded-For and
 *   passes X-Request-Id through.
 */
export interface ClusterInstance {
  index: number;
  /** Straight to this instance, past the proxy. */
  base: string;
  port: number;
  process: ServerProcess;
  /** Answers through the proxy from this instance. */
  served: number;
  stopped: boolean;
}

export interface Cluster {
  /** The proxy: what a browser would use. */
  url: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  s3: { endpoint: string; bucket: string };
  /** Requests the proxy sent on to another instance because one refused or was closing. */
  retried: number;
  /** SIGTERM to one instance; resolves with its exit code once it has drained and stopped. */
  stop(index: number): Promise<number | null>;
  /** Stops everything and drops the database. */
  close(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** More environment for every instance (PAYMENTS, STRIPE_*, …). */
  env?: Record<string, string>;
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('startCluster needs TEST_DATABASE_URL');
  const name = `ru_test_cluster_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const databaseUrl = dbUrl.toString();

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ru-cluster-'));
  const bucket = 'klub';
  const s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: bucket, configs: [] }] });
  const s3endpoint = `http://127.0.0.1:${(await s3server.run()).port}`;

  const env = {
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: s3endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // The proxy runs on this host and says who the client is.
    TRUST_PROXY: 'true',
    ...options.env,
  };
  // All at once, as a deployment starts them: the migration lock lets one migrate and seed.
  const processes = Array.from({ length: options.instances ?? 2 }, (_, i) => startServer({ ...env, DATA_DIR: path.join(tmp, `instance-${i}`) }));
  const ports = await Promise.all(processes.map((p) => p.ready));
  const instances: ClusterInstance[] = processes.map((p, index) => ({
    index,
    base: `http://127.0.0.1:${ports[index]}`,
    port: ports[index]!,
    process: p,
    served: 0,
    stopped: false,
  }));

  // Readiness as the load balancer sees it.
  const ready = new Set<number>(instances.map((i) => i.index));
  const look = async () => {
    await Promise.all(
      instances.map(async (instance) => {
        const ok = await fetch(`${instance.base}/api/ready`, { signal: AbortSignal.timeout(1000) })
          .then((res) => res.status === 200)
          .catch(() => false);
        if (ok) ready.add(instance.index);
        else ready.delete(instance.index);
      }),
    );
  };
  const poller = setInterval(() => void look(), 200);

  let next = 0;
  const candidates = () => {
    const up = instances.filter((i) => ready.has(i.index));
    const pool = up.length > 0 ? up : instances.filter((i) => !i.stopped);
    const start = next++ % Math.max(pool.length, 1);
    return [...pool.slice(start), ...pool.slice(0, start)];
  };

  const forward = (instance: ClusterInstance, req: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1', 'x-forwarded-proto': 'http' };
      const upstream = http.request({ host: '127.0.0.1', port: instance.port, method: req.method, path: req.url, headers, agent: false }, resolve);
      upstream.on('error', reject);
      upstream.end(body);
    });

  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const idempotent = req.method === 'GET' || req.method === 'HEAD';
      let lastError: unknown;
      for (const instance of candidates()) {
        try {
          const answer = await forward(instance, req, body);
          if (answer.statusCode === 503 && answer.headers.connection === 'close' && !req.url?.startsWith('/api/ready')) {
            answer.resume(); // closing: it did not handle the request
            cluster.retried++;
            continue;
          }
          instance.served++;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.flushHeaders();
          answer.pipe(res);
          res.on('close', () => answer.destroy());
          return;
        } catch (error) {
          lastError = error;
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ECONNREFUSED' || (idempotent && (code === 'ECONNRESET' || code === 'EPIPE'))) {
            cluster.retried++;
            continue;
          }
          break;
        }
      }
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: no instance answered (${String(lastError)})`);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const stop = async (index: number) => {
    const instance = instances[index]!;
    instance.stopped = true;
    instance.process.child.kill('SIGTERM');
    return instance.process.exited;
  };

  const cluster: Cluster = {
    url,
    instances,
    databaseUrl,
    s3: { endpoint: s3endpoint, bucket },
    retried: 0,
    stop,
    async close() {
      clearInterval(poller);
      await Promise.all(instances.filter((i) => i.process.child.exitCode === null).map((i) => stop(i.index)));
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await s3server.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
  return cluster;
}
