import path from 'node:path';
import { z } from 'zod';
import { COMMON_PASSWORDS } from '@common/domain/common-passwords';

/**
 * The only reader of process.env: everything the server can be told, parsed once into a
 * typed config. Unknown variables are ignored; wrong ones stop the start with a clear message.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DEMO_PASSWORD: z.string().min(6).default('klubdemo'),
  /** Extra demo members (0–5000) for measuring and screenshotting the admin lists at a real club's size. */
  DEMO_EXTRA_MEMBERS: z.coerce.number().int().min(0).max(5000).default(0),
  ADMIN_USERNAME: z.string().optional(),
  /** The first admin's password: it guards everything, so no short or well-known ones. */
  ADMIN_PASSWORD: z
    .string()
    .min(10, 'at least 10 characters')
    .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), 'a well-known password; choose another')
    .optional(),
  /**
   * Set when the app runs behind a TLS-terminating proxy: cookies get Secure, and X-Forwarded-For
   * is trusted for exactly that many hops. 'true' = one proxy; a number = that many proxies;
   * otherwise a comma-separated list of the proxies' addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
      'true, false, an integer or a list of proxy addresses',
    )
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * 'sandbox': run the offline test gateway even where it would not run by itself (PostgreSQL, a
   * public address, a proxy, production). Without it only the embedded demo gets the sandbox.
   */
  PAYMENTS: z.enum(['sandbox'], { message: "'sandbox' or unset" }).optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  /** Signs disk upload URLs; unset, one is generated once and kept in the database (app_secrets). */
  UPLOAD_SIGNING_KEY: z.string().min(32, 'at least 32 characters').optional(),
  /** Outgoing mail (E1): smtps://user:pass@host:465 or smtp://host:587; unset = the outbox in the database. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'smtp://… or smtps://…')
    .optional(),
  /**
   * The sender of every mail: an address ('klub@example.dk'), whose name is then the club's product
   * name from its data (decision 105), or a fixed 'Name <klub@example.dk>'.
   */
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  /** Failed sign-ins from unknown clients (no device cookie) allowed per IP address a minute (S4, S19). */
  LOGIN_IP_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
  /** The club's DBU KlubWeb API key (decision 109); else it is set in Systemindstillinger. Never logged. */
  DBU_API_KEY: z.string().min(8).max(200).optional(),
  /** The KlubWeb API's address (tests point it at a local server). */
  DBU_API_BASE: z.string().url().default('https://clubservice.dbu.dk/api'),
  /** Hosts the DBU sync may fetch besides DBU's own, comma-separated (tests' local server only). */
  DBU_ALLOWED_HOSTS: z.string().default(''),
  /** How long one DBU request may take, and how large an answer may be. */
  DBU_TIMEOUT_MS: z.coerce.number().int().min(50).max(120000).default(20000),
  DBU_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(3_000_000),
  /** Bearer token for GET /metrics (C6); without it /metrics answers direct loopback requests only. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * Seconds between SIGTERM and closing the listener, while GET /api/ready already says 503 and
   * requests are still served: time for a load balancer's health check to notice (C5).
   */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
});

export type Config = ReturnType<typeof loadConfig>;

type Env = z.infer<typeof envSchema>;

/**
 * Which payment gateway runs (D10, decision 020 "Sandbox only where nobody can mistake it"):
 * Stripe with keys; the sandbox for the embedded demo (PGlite, no public address, no proxy, not
 * production) or when PAYMENTS=sandbox asks for it; otherwise none ('Betalinger ikke tilgængelige'),
 * so a real installation never takes test cards for real memberships.
 */
function paymentsChoice(e: Env, behindProxy: boolean): 'stripe' | 'sandbox' | 'unavailable' {
  if (e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY) return 'stripe';
  if (e.PAYMENTS === 'sandbox') return 'sandbox';
  return isEmbeddedDemo(e, behindProxy) ? 'sandbox' : 'unavailable';
}

/**
 * The embedded demo, where no real people are: PGlite, no public address, no proxy, not
 * production. Only here does the payment sandbox start by itself, and only here does the outbox
 * show the links of the mails it keeps (decision 094).
 */
function isEmbeddedDemo(e: Env, behindProxy: boolean): boolean {
  return e.NODE_ENV !== 'production' && !e.DATABASE_URL && !e.PUBLIC_URL && !behindProxy;
}

/**
 * What Fastify may believe of X-Forwarded-For. Never `true`: that takes the left-most address,
 * which the client writes, and would let anyone dodge the per-IP limits (S4).
 * - 'true': the proxy sits on this host or the private network (loopback, link-local, private ranges);
 * - a number: exactly that many proxies in front, whatever their addresses;
 * - a list: the proxies' addresses or CIDR ranges.
 */
function trustedProxies(
  value: string | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return ['loopback', 'linklocal', 'uniquelocal'];
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((address) => address.trim());
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.PAYMENTS === 'sandbox' && e.STRIPE_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  PAYMENTS: sandbox and Stripe keys both set; choose one');
  }
  const production = e.NODE_ENV === 'production';
  const behindProxy = Boolean(e.TRUST_PROXY) && e.TRUST_PROXY !== 'false' && e.TRUST_PROXY !== '0';
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    demoPassword: e.DEMO_PASSWORD,
    /** The embedded demo, where no real people are (see isEmbeddedDemo). */
    embeddedDemo: isEmbeddedDemo(e, behindProxy),
    /** Demo data is created on an empty database, never in production. */
    seedDemo: !production,
    demoExtraMembers: e.DEMO_EXTRA_MEMBERS,
    initialAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    /** Behind a TLS-terminating proxy: session cookies are marked Secure. */
    secureCookies: behindProxy,
    /** Which proxies Fastify believes about the client's address (X-Forwarded-For). */
    trustedProxies: trustedProxies(e.TRUST_PROXY),
    loginIpLimit: e.LOGIN_IP_LIMIT,
    metricsToken: e.METRICS_TOKEN || undefined,
    drainSeconds: e.DRAIN_SECONDS,
    uploadSigningKey: e.UPLOAD_SIGNING_KEY,
    publicUrl: e.PUBLIC_URL,
    payments: paymentsChoice(e, behindProxy),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION ?? 'auto',
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : undefined,
    /** Outgoing mail: SMTP when SMTP_URL is set, else the outbox in the database (E1). */
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    /** The DBU sync (decision 109): key, API address, extra allowed hosts, timeout and size cap. */
    dbu: {
      apiKey: e.DBU_API_KEY,
      apiBase: e.DBU_API_BASE.replace(/\/+$/, ''),
      extraHosts: e.DBU_ALLOWED_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
      timeoutMs: e.DBU_TIMEOUT_MS,
      maxBytes: e.DBU_MAX_BYTES,
    },
    /** Where the built client lives; served as static files with an SPA fallback. */
    clientDir: path.resolve('dist/client'),
  };
}
