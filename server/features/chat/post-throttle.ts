import { DomainError } from '../../core/domain-error';
import type { SharedLimits } from '../../core/coordination/shared-limits';

/**
 * Posting limit per person: at most `max` messages in any `windowMs`, counted in the database
 * (decision 061), so the limit is the same however many instances serve the chat. Stops a runaway
 * client or a flood; bursts of normal chatting pass. A refused attempt counts too: a client that
 * keeps hammering stays slowed until it pauses.
 */
export class PostThrottle {
  constructor(
    private readonly limits: SharedLimits,
    private readonly max = 10,
    private readonly windowMs = 10_000,
  ) {}

  async check(userId: number, now: number) {
    const { count } = await this.limits.hit(`chat-post:${userId}`, now, this.windowMs);
    if (count > this.max) {
      throw new DomainError('tooManyAttempts', 'Du sender beskeder for hurtigt. Vent et øjeblik og prøv igen.');
    }
  }
}
