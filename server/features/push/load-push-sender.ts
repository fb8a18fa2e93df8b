import type { Config } from '../../config/config';
import type { PushSender, VapidKeys } from '../../integrations/push/push-port';
import { generateVapidKeys, webPushSender } from '../../integrations/push/web-push-sender';
import type { PushRepository } from './push.repository';

const DEFAULT_SUBJECT = 'mailto:kontakt@ru-klubapp.dk';

/**
 * VAPID keys: pinned by VAPID_* when configured, else generated on first start and kept in
 * app_secrets so every instance and every restart signs with the same keys.
 */
export async function loadVapidKeys(config: Pick<Config, 'vapid'>, repo: PushRepository): Promise<VapidKeys> {
  if (config.vapid) return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };
  const stored = await repo.readVapid();
  if (!stored) await repo.storeVapidIfMissing(JSON.stringify(generateVapidKeys()));
  const value = stored ?? (await repo.readVapid());
  const parsed = JSON.parse(value!) as VapidKeys;
  if (!parsed.publicKey || !parsed.privateKey) throw new Error('Stored VAPID keys are unreadable');
  return parsed;
}

export function vapidSubject(config: Pick<Config, 'vapid' | 'publicUrl'>): string {
  if (config.vapid?.subject) return config.vapid.subject;
  if (config.publicUrl?.startsWith('https://')) return config.publicUrl;
  return DEFAULT_SUBJECT;
}

export async function loadPushSender(
  config: Pick<Config, 'vapid' | 'publicUrl'>,
  repo: PushRepository,
): Promise<PushSender> {
  return webPushSender(await loadVapidKeys(config, repo), vapidSubject(config));
}
