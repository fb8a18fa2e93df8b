import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/**
 * A local push service (the web-push-testing package) in this process: subscriptions with a
 * VAPID key, real aes128gcm decryption, 410 for expired subscriptions. It also records the TTL
 * header of every push it accepts.
 */
const require = createRequire(import.meta.url);
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => PushModel;
};
const TestingServer = require('web-push-testing/src/server.js') as new (
  model: PushModel,
  port: number,
) => { startServer(): void; _server: import('node:http').Server };

interface PushModel {
  handleNotification(hash: string, headers: { ttl?: string }, body: Buffer): Promise<void>;
}

export interface LocalPushService {
  base: string;
  ttls: Map<string, string[]>;
  subscribe(
    applicationServerKey: string,
  ): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
  messages(clientHash: string): Promise<unknown[]>;
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const model = new PushApiModel();
  const ttls = new Map<string, string[]>();
  const original = model.handleNotification.bind(model);
  model.handleNotification = async (hash, headers, body) => {
    await original(hash, headers, body);
    ttls.set(hash, [...(ttls.get(hash) ?? []), String(headers.ttl)]);
  };
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = new TestingServer(model, port);
  const log = console.log;
  console.log = () => undefined;
  server.startServer();
  await new Promise<void>((resolve) =>
    server._server.listening ? resolve() : server._server.once('listening', () => resolve()),
  );
  console.log = log;
  const base = `http://localhost:${(server._server.address() as AddressInfo).port}`;
  const post = async (path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json };
  };
  return {
    base,
    ttls,
    async subscribe(applicationServerKey) {
      const res = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      if (res.status !== 200) throw new Error(JSON.stringify(res.json));
      return res.json.data;
    },
    async messages(clientHash) {
      return (await post('/get-notifications', { clientHash })).json.data.messages.map((m: string) =>
        JSON.parse(m),
      );
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`);
    },
    close: () => new Promise<void>((resolve) => server._server.close(() => resolve())),
  };
}
