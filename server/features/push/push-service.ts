import type { NotificationContent } from '@common/domain/notifications';
import type { PushOptions, PushSender } from '../../integrations/push/push-port';
import { metrics } from '../../lib/metrics';
import type { PushRepository } from './push.repository';

export interface Target {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

const PARALLEL = 10;

/** Sends one notification to many devices; a 404/410 deletes that subscription in the same send (S12). */
export class PushService {
  constructor(
    private readonly repo: PushRepository,
    readonly sender: PushSender,
    private readonly log: Logger,
  ) {}

  get publicKey() {
    return this.sender.publicKey;
  }

  async send(targets: Target[], content: NotificationContent, options: PushOptions) {
    const unique = [...new Map(targets.map((t) => [t.id, t])).values()];
    const payload = JSON.stringify(content);
    const result = { sent: 0, gone: 0, failed: 0 };
    for (let i = 0; i < unique.length; i += PARALLEL) {
      await Promise.all(
        unique.slice(i, i + PARALLEL).map(async (target) => {
          const outcome = await this.sender.send(target, payload, options);
          metrics.pushDeliveries.inc({ outcome: outcome.status });
          if (outcome.status === 'sent') result.sent++;
          else if (outcome.status === 'gone') {
            result.gone++;
            await this.repo.deleteById(target.id);
          } else {
            result.failed++;
            // The endpoint is a capability URL: log only its host (S14).
            this.log.warn({ host: safeHost(target.endpoint), statusCode: outcome.statusCode }, 'push failed');
          }
        }),
      );
    }
    return result;
  }
}

function safeHost(endpoint: string) {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
}
