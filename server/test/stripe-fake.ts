import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local fake of the Stripe endpoints the adapter uses, for tests: the real `stripe` SDK
 * is pointed at it (host/port/protocol). It keeps objects in memory, honours Idempotency-Key
 * like Stripe (same key → same answer) and lets a test move objects to any state.
 */
type Obj = Record<string, unknown> & { id: string };

export interface StripeFake {
  port: number;
  objects: Map<string, Obj>;
  requests: Array<{ method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }>;
  created(prefix: string): Obj[];
  update(id: string, patch: Record<string, unknown>): void;
  /**
   * Makes matching requests fail as a network outage does (the connection is dropped before any
   * answer); `null` ends the outage. Without a matcher every request fails.
   */
  outage(matches?: ((method: string, path: string) => boolean) | null): void;
  /** What the account offers a one-off intent with automatic payment methods (default: card only). */
  paymentMethodTypes(types: string[]): void;
  close(): Promise<void>;
}

/** Parses Stripe's form encoding (a[b][0][c]=x) into nested objects and arrays. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startStripeFake(): Promise<StripeFake> {
  const objects = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: StripeFake['requests'] = [];
  let down: ((method: string, path: string) => boolean) | null = null;
  let automaticTypes = ['card'];
  const put = (o: Obj) => (objects.set(o.id, o), o);

  const paymentIntent = (body: Record<string, unknown>, types?: string[]): Obj => {
    const pid = id('pi');
    const automatic = (body.automatic_payment_methods as { enabled?: string } | undefined)?.enabled === 'true';
    return put({
      id: pid,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency ?? 'dkk',
      status: 'requires_payment_method',
      client_secret: `${pid}_secret_${randomBytes(6).toString('hex')}`,
      customer: body.customer ?? null,
      metadata: body.metadata ?? {},
      description: body.description ?? null,
      last_payment_error: null,
      payment_method_types: types ?? (automatic ? [...automaticTypes] : ['card']),
      created: now(),
    });
  };

  const expandSubscription = (sub: Obj): Obj => {
    const invoice = objects.get(sub.latest_invoice as string);
    return invoice ? { ...sub, latest_invoice: invoice } : sub;
  };

  const routes: Array<[string, RegExp, (m: RegExpMatchArray, body: Record<string, unknown>) => [number, unknown]]> = [
    ['POST', /^\/v1\/customers$/, (_m, body) => [200, put({ id: id('cus'), object: 'customer', email: body.email, name: body.name, metadata: body.metadata ?? {} })]],
    ['POST', /^\/v1\/payment_intents$/, (_m, body) => [200, paymentIntent(body)]],
    ['GET', /^\/v1\/payment_intents$/, () => [200, { object: 'list', data: [...objects.values()].filter((o) => o.object === 'payment_intent').reverse(), has_more: false, url: '/v1/payment_intents' }]],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (m) => {
      const pi = objects.get(m[1]!);
      if (!pi) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }];
      if (pi.status === 'succeeded' || pi.status === 'processing' || pi.status === 'canceled') {
        return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}.` } }];
      }
      return [200, put({ ...pi, status: 'canceled', cancellation_reason: 'requested_by_customer' })];
    }],
    ['POST', /^\/v1\/refunds$/, (_m, body) => {
      const pi = objects.get(body.payment_intent as string);
      if (!pi) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }];
      return [200, put({ id: id('re'), object: 'refund', payment_intent: pi.id, amount: pi.amount, status: 'succeeded' })];
    }],
    ['POST', /^\/v1\/setup_intents$/, (_m, body) => {
      const sid = id('seti');
      return [200, put({ id: sid, object: 'setup_intent', customer: body.customer, status: 'requires_payment_method', client_secret: `${sid}_secret_x` })];
    }],
    ['GET', /^\/v1\/customers\/([^/]+)\/payment_methods$/, (m) => [200, { object: 'list', data: [...objects.values()].filter((o) => o.object === 'payment_method' && o.customer === m[1]), has_more: false, url: '' }]],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/, (m) => {
      const pm = objects.get(m[1]!);
      if (!pm) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_method' } }];
      return [200, put({ ...pm, customer: null })];
    }],
    ['POST', /^\/v1\/products$/, (_m, body) => {
      if (objects.has(body.id as string)) return [400, { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists' } }];
      return [200, put({ id: (body.id as string) ?? id('prod'), object: 'product', name: body.name })];
    }],
    ['POST', /^\/v1\/coupons$/, (_m, body) => [200, put({ id: id('co'), object: 'coupon', amount_off: Number(body.amount_off), currency: body.currency, duration: body.duration })]],
    ['POST', /^\/v1\/subscriptions$/, (_m, body) => {
      const items = body.items as Array<{ price_data: { unit_amount: string } }>;
      const amount = Number(items[0]!.price_data.unit_amount);
      const discounts = body.discounts as Array<{ coupon: string }> | undefined;
      const coupon = discounts?.[0] ? objects.get(discounts[0].coupon) : undefined;
      const pi = paymentIntent({ amount: amount - Number(coupon?.amount_off ?? 0), currency: 'dkk', customer: body.customer });
      const subId = id('sub');
      const invoice = put({
        id: id('in'),
        object: 'invoice',
        parent: { subscription_details: { subscription: subId } },
        payments: { object: 'list', data: [{ id: id('inpay'), object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: pi.id } }], has_more: false, url: '' },
      });
      const sub = put({
        id: subId,
        object: 'subscription',
        customer: body.customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        metadata: body.metadata ?? {},
        latest_invoice: invoice.id,
        items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', current_period_start: now(), current_period_end: now() + 182 * 86400, price: { unit_amount: amount } }], has_more: false, url: '' },
      });
      return [200, expandSubscription(sub)];
    }],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (m) => {
      const sub = objects.get(m[1]!);
      return sub ? [200, expandSubscription(sub)] : [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } }];
    }],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (m, body) => {
      const sub = objects.get(m[1]!);
      if (!sub) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } }];
      return [200, expandSubscription(put({ ...sub, cancel_at_period_end: body.cancel_at_period_end === 'true' }))];
    }],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (m) => {
      const sub = objects.get(m[1]!);
      if (!sub) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } }];
      return [200, expandSubscription(put({ ...sub, status: 'canceled' }))];
    }],
    ['DELETE', /^\/v1\/customers\/([^/]+)$/, (m) => {
      const customer = objects.get(m[1]!);
      if (!customer) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such customer' } }];
      objects.delete(customer.id);
      // Like Stripe: the customer's subscriptions end at once.
      for (const o of objects.values()) if (o.object === 'subscription' && o.customer === customer.id) put({ ...o, status: 'canceled' });
      return [200, { id: customer.id, object: 'customer', deleted: true }];
    }],
    ['GET', /^\/v1\/(payment_intents|payment_methods|customers)\/([^/]+)$/, (m) => {
      const o = objects.get(m[2]!);
      return o ? [200, o] : [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${m[2]}'` } }];
    }],
  ];

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (down?.(req.method ?? '', url.pathname)) {
        req.socket.destroy();
        return;
      }
      const body = parseForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : text);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, body, idempotencyKey });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(payload));
      };
      if (idempotencyKey && req.method === 'POST' && idempotent.has(idempotencyKey)) {
        const saved = idempotent.get(idempotencyKey)!;
        return send(saved.status, saved.body);
      }
      for (const [method, pattern, handler] of routes) {
        const match = url.pathname.match(pattern);
        if (method === req.method && match) {
          const [status, payload] = handler(match, body);
          if (idempotencyKey && req.method === 'POST') idempotent.set(idempotencyKey, { status, body: payload });
          return send(status, payload);
        }
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    objects,
    requests,
    created: (prefix) => [...objects.values()].filter((o) => o.id.startsWith(`${prefix}_`)),
    update(objectId, patch) {
      const o = objects.get(objectId);
      if (!o) throw new Error(`no ${objectId}`);
      objects.set(objectId, { ...o, ...patch });
    },
    paymentMethodTypes(types) {
      automaticTypes = [...types];
    },
    outage(matches) {
      down = matches === null ? null : (matches ?? (() => true));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
