import { DomainError } from '../../core/domain-error';

/**
 * Posting limit per person: at most `max` messages in any `windowMs`. In memory per instance,
 * which is enough to stop a runaway client or a flood; bursts of normal chatting pass.
 */
export class PostThrottle {
  private recent = new Map<number, number[]>();

  constructor(
    private readonly max = 10,
    private readonly windowMs = 10_000,
  ) {}

  check(userId: number, now: number) {
    const since = now - this.windowMs;
    const times = (this.recent.get(userId) ?? []).filter((t) => t > since);
    if (times.length >= this.max) {
      throw new DomainError('tooManyAttempts', 'Du sender beskeder for hurtigt. Vent et øjeblik og prøv igen.');
    }
    times.push(now);
    this.recent.set(userId, times);
    if (this.recent.size > 10_000) this.prune(since);
  }

  private prune(since: number) {
    for (const [id, times] of this.recent) if (!times.some((t) => t > since)) this.recent.delete(id);
  }
}
