/**
 * Login throttling (S4), kept in memory per app instance:
 * - per account: from the 5th failure within 15 minutes, a back-off that doubles per failure
 *   (30 s, 60 s, … up to 15 min);
 * - per IP: at most LOGIN_IP_LIMIT (default 30) attempts a minute, then 429 until the minute has passed.
 * The IP is Fastify's request.ip, which honours X-Forwarded-For only when TRUST_PROXY is set,
 * so a spoofed header does not bypass it.
 */
const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
const ACCOUNT_FREE_FAILURES = 4;
const IP_WINDOW_MS = 60 * 1000;
const MAX_ENTRIES = 50_000;

interface AccountState {
  failures: number[];
  blockedUntil: number;
}

export class LoginThrottle {
  private accounts = new Map<string, AccountState>();
  private ips = new Map<string, number[]>();

  constructor(
    private readonly ipMaxAttempts = 30,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before another attempt, or 0 when the attempt may go ahead. */
  retryAfter(username: string, ip: string): number {
    const t = this.now();
    const recent = (this.ips.get(ip) ?? []).filter((at) => t - at < IP_WINDOW_MS);
    if (recent.length >= this.ipMaxAttempts) return Math.ceil((recent[0]! + IP_WINDOW_MS - t) / 1000);
    const account = this.accounts.get(username.toLowerCase());
    if (account && account.blockedUntil > t) return Math.ceil((account.blockedUntil - t) / 1000);
    return 0;
  }

  recordAttempt(ip: string) {
    const t = this.now();
    const recent = (this.ips.get(ip) ?? []).filter((at) => t - at < IP_WINDOW_MS);
    recent.push(t);
    this.ips.set(ip, recent);
    this.prune();
  }

  recordFailure(username: string) {
    const t = this.now();
    const key = username.toLowerCase();
    const state = this.accounts.get(key) ?? { failures: [], blockedUntil: 0 };
    state.failures = state.failures.filter((at) => t - at < ACCOUNT_WINDOW_MS);
    state.failures.push(t);
    const over = state.failures.length - ACCOUNT_FREE_FAILURES;
    if (over > 0) state.blockedUntil = t + Math.min(ACCOUNT_WINDOW_MS, 30_000 * 2 ** (over - 1));
    this.accounts.set(key, state);
  }

  recordSuccess(username: string) {
    this.accounts.delete(username.toLowerCase());
  }

  /** Keeps memory bounded under a flood of distinct names or addresses. */
  private prune() {
    if (this.ips.size > MAX_ENTRIES) this.ips.clear();
    if (this.accounts.size > MAX_ENTRIES) this.accounts.clear();
  }
}
