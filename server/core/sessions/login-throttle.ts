import type { ThrottleStore } from './throttle-store';

/**
 * Sign-in throttling with OWASP's device cookies (S4, S19; decision 002):
 * - a browser that has signed in to the account before (a valid device cookie for it) is counted
 *   on its own: from its 5th failure within 15 minutes a back-off that doubles per failure
 *   (30 s, 60 s, … up to 15 min) locks out that browser only;
 * - every other client of the account shares one count with the same back-off: a guesser locks
 *   out unknown clients of the account, never the owner's own browsers; the owner is told, and
 *   gets in from a new browser with a sign-in link mailed to the confirmed address (decision 095);
 * - per address, only unknown clients' failures count: LOGIN_IP_LIMIT (default 30) a minute, then
 *   unknown clients from that address wait out the minute. Successes never count, and trusted
 *   browsers are never stopped by the address, so a club house on one Wi-Fi keeps signing in.
 * The address is Fastify's request.ip, which honours X-Forwarded-For only with TRUST_PROXY.
 */
const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
const FREE_FAILURES = 4;
const FIRST_BACKOFF_MS = 30_000;
const IP_WINDOW_MS = 60 * 1000;

/** Who is trying: the account name as typed, the address, and the device cookie valid for that account, if any. */
export interface SignInClient {
  username: string;
  ip: string;
  /** The nonce of a valid device cookie issued to this account; null for an unknown client. */
  device: string | null;
}

const deviceKey = (nonce: string) => `device:${nonce}`;
const accountKey = (username: string) => `account:${username.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export class LoginThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly ipMaxFailures = 30,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before another attempt, or 0 when the attempt may go ahead. */
  async retryAfter(client: SignInClient): Promise<number> {
    const t = this.now();
    const until = client.device
      ? await this.store.lockedUntil(deviceKey(client.device), t)
      : Math.max(await this.store.lockedUntil(ipKey(client.ip), t), await this.store.lockedUntil(accountKey(client.username), t));
    return until > t ? Math.ceil((until - t) / 1000) : 0;
  }

  /**
   * Counts a failure. Answers true when it keeps the account's unknown clients out: new browsers
   * then wait, and the owner is told (S19; login.ts).
   */
  async recordFailure(client: SignInClient): Promise<boolean> {
    const t = this.now();
    if (client.device) {
      await this.backOff(deviceKey(client.device), t);
      return false;
    }
    if ((await this.store.recordFailure(ipKey(client.ip), t, IP_WINDOW_MS, this.ipMaxFailures)) >= this.ipMaxFailures) {
      await this.store.lock(ipKey(client.ip), t + IP_WINDOW_MS);
    }
    return this.backOff(accountKey(client.username), t);
  }

  /** A browser that got in starts afresh; so does the account's count of unknown clients after its owner got in from one. */
  async recordSuccess(client: SignInClient) {
    await this.store.reset(client.device ? deviceKey(client.device) : accountKey(client.username));
  }

  /** Answers whether the key is now locked. */
  private async backOff(key: string, t: number): Promise<boolean> {
    const over = (await this.store.recordFailure(key, t, ACCOUNT_WINDOW_MS)) - FREE_FAILURES;
    if (over > 0) await this.store.lock(key, t + Math.min(ACCOUNT_WINDOW_MS, FIRST_BACKOFF_MS * 2 ** (over - 1)));
    return over > 0;
  }
}
