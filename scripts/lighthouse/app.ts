import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type { LoginResponse } from '../../common/contracts/auth';
import type { ClubEvent } from '../../common/contracts/club-events';
import type { Match } from '../../common/contracts/matches';
import { authEndpoints } from '../../common/contracts/endpoints/auth';
import { clubEventsEndpoints } from '../../common/contracts/endpoints/club-events';
import { matchesEndpoints } from '../../common/contracts/endpoints/matches';
import { SESSION_COOKIE } from '../../server/core/sessions/session-policy';
import type { Club, Login, ScreenRow } from './screens';

/**
 * One app under measurement: the server of a checkout (its built client in dist/) on a fresh
 * embedded database with the demo club, optionally behind Caddy as docs/deploy.md deploys it.
 */
export interface RunningApp {
  /** Where the browser opens the screens (the app itself, or Caddy in front of it). */
  origin: string;
  /** The session token of a demo login, signed in once with 'Husk mig'. */
  token(login: Login): Promise<string>;
  /** The row's path with its `:id` filled in from what that login sees. */
  pathOf(row: ScreenRow): Promise<string>;
  stop(): Promise<void>;
}

export interface AppOptions {
  /** The checkout whose server and build are measured. */
  dir: string;
  port: number;
  club: Club;
  /** Extra members of the big club (DEMO_EXTRA_MEMBERS). */
  bigClubMembers: number;
  /** Caddy's HTTPS port in front of the app, or null for plain HTTP/1.1 to the app. */
  proxyPort: number | null;
  dataDir: string;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(what: string, ready: () => Promise<boolean>, seconds: number) {
  for (let i = 0; i < seconds * 2; i++) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer within ${seconds} s`);
}

/** Caddy's local certificate: only this readiness check and the browser accept it. */
const answersThroughProxy = (url: string) =>
  new Promise<boolean>((resolve) =>
    https
      .get(url, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false)),
  );

/** Caddy as docs/deploy.md runs it (TLS, HTTP/2, the chat stream unbuffered), in front of one app. */
function startCaddy(dir: string, proxyPort: number, appPort: number): ChildProcess {
  fs.mkdirSync(dir, { recursive: true });
  const caddyfile = path.join(dir, 'Caddyfile');
  fs.writeFileSync(
    caddyfile,
    `{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n\thttps_port ${proxyPort}\n}\n` +
      `localhost:${proxyPort} {\n\ttls internal\n\treverse_proxy 127.0.0.1:${appPort} {\n\t\tflush_interval -1\n\t}\n}\n`,
  );
  return spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    stdio: 'ignore',
    env: { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export async function startApp(options: AppOptions): Promise<RunningApp> {
  const base = `http://127.0.0.1:${options.port}`;
  // Another app on the port would be measured instead of this build.
  if (await answers(`${base}/api/health`))
    throw new Error(`port ${options.port} is taken: set LH_PORT to a free one`);
  fs.rmSync(options.dataDir, { recursive: true, force: true });
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: options.dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PAYMENTS: 'sandbox',
      LOGIN_IP_LIMIT: '10000',
      DEMO_EXTRA_MEMBERS: String(options.club === 'big' ? options.bigClubMembers : 0),
    },
    detached: true,
  });
  const caddy = options.proxyPort
    ? startCaddy(path.join(options.dataDir, 'caddy'), options.proxyPort, options.port)
    : null;
  const origin = options.proxyPort ? `https://localhost:${options.proxyPort}` : base;
  const stop = async () => {
    caddy?.kill();
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await Promise.all([exited(server), caddy ? exited(caddy) : undefined]);
    fs.rmSync(options.dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor('the app', () => answers(`${base}/api/health`), 240);
    if (options.proxyPort)
      await waitFor(`Caddy on ${origin}`, () => answersThroughProxy(`${origin}/api/health`), 30);
  } catch (error) {
    await stop();
    throw error;
  }

  const signedIn = new Map<Login, Promise<LoginResponse>>();
  const signIn = (login: Login) => {
    if (!signedIn.has(login)) signedIn.set(login, signInOverApi(base, login));
    return signedIn.get(login)!;
  };
  const paths = new Map<string, Promise<string>>();
  return {
    origin,
    token: async (login) => (await signIn(login)).token,
    pathOf(row) {
      if (!row.path.includes(':id')) return Promise.resolve(row.path);
      if (row.as === 'signed-out') throw new Error(`${row.path}: an id is looked up as a signed-in login`);
      const key = `${row.path} ${row.as}`;
      if (!paths.has(key))
        paths.set(
          key,
          signIn(row.as).then((user) => idPath(base, row.path, user)),
        );
      return paths.get(key)!;
    },
    stop,
  };
}

/** Signs a demo login in over the API, remembered ('Husk mig'): its user and session token. */
async function signInOverApi(base: string, login: Login): Promise<LoginResponse> {
  const res = await fetch(`${base}${authEndpoints.login.path}`, {
    method: authEndpoints.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: login,
      password: process.env.DEMO_PASSWORD ?? 'klubdemo',
      rememberMe: true,
    }),
  });
  if (!res.ok) throw new Error(`sign-in as ${login}: ${res.status}`);
  return (await res.json()) as LoginResponse;
}

async function readAs<T>(base: string, user: LoginResponse, apiPath: string): Promise<T> {
  const res = await fetch(`${base}${apiPath}`, { headers: { cookie: `${SESSION_COOKIE}=${user.token}` } });
  if (!res.ok) throw new Error(`${apiPath} as ${user.username}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The id a login opens: Udtagelse of their team's next match (published in the demo club, so the
 * player sees the squad and the coach the picker with it), the first arrangement they see.
 */
async function idPath(base: string, route: string, user: LoginResponse): Promise<string> {
  if (route === '/matches/:id/squad') {
    const now = Date.now();
    const next = (await readAs<Match[]>(base, user, matchesEndpoints.list.path))
      .filter((m) => m.team === user.team && m.status !== 'cancelled' && Date.parse(m.date) > now)
      .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0];
    if (!next) throw new Error(`${route}: ${user.username} has no coming match`);
    return route.replace(':id', String(next.id));
  }
  if (route === '/arrangementer/:id') {
    const first = (await readAs<ClubEvent[]>(base, user, clubEventsEndpoints.list.path))[0];
    if (!first) throw new Error(`${route}: ${user.username} sees no arrangement`);
    return route.replace(':id', String(first.id));
  }
  throw new Error(`${route}: no way to pick its id`);
}
