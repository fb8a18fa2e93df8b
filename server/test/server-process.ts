import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** The port, once the server says it is running. */
  ready: Promise<number>;
  exited: Promise<number | null>;
  output(): string;
}

/**
 * The real server process, as `npm start` runs it (server/main.ts), on its own port. Node itself
 * with tsx as a loader: a signal goes straight to the server, not through the tsx wrapper.
 */
export function startServer(env: Record<string, string | undefined>, timeoutMs = 120_000): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const look = () => {
      const match = output.match(/running on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it was running:\n${output}`));
    });
  });
  // A test that fails before it stops the server must not leave it running.
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

/** Runs an npm script (`npm run backup -- DIR`) to its end; its exit code and output. */
export function runNpmScript(script: string, args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Signs in over HTTP; the bearer header for the session. */
export async function signIn(base: string, username: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${username}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token?: string; authToken?: string };
  const token = body.token ?? body.authToken;
  if (!token) throw new Error(`sign-in as ${username}: no token in ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${token}` };
}
