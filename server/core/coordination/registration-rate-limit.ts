import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** One visitor's address; IPv6 counted per /64 (one household or phone), like the plugin's default. */
export function addressKey(ip: string): string {
  if (!isIPv6(ip) || ip.toLowerCase().startsWith('::ffff:')) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** The id of the live registration link a token opens, if any (the invitations area answers it). */
export type LiveLinkId = (token: string) => Promise<number | undefined>;

/**
 * The public registration calls' limit (part 2 §4, D16). A squad registers at training on the
 * club's Wi-Fi: many people, one address, one link. So a request that carries a live link is
 * counted per address *and link* (`perLink`, enough for a squad with retries), anything else per
 * address alone (`perAddress`, small: nobody guesses a 256-bit token, and a leaked link still
 * expires within the hour). Counted after the body is parsed, so the token can be read.
 */
export function registrationRateLimit(
  liveLinkId: LiveLinkId,
  limits: { perLink: number; perAddress: number },
  tokenOf: (request: FastifyRequest) => unknown,
): RateLimitOptions {
  return {
    hook: 'preValidation',
    timeWindow: '10 minutes',
    keyGenerator: async (request) => {
      const address = addressKey(request.ip);
      const token = tokenOf(request);
      const link = typeof token === 'string' && TOKEN_SHAPE.test(token) ? await liveLinkId(token) : undefined;
      return link === undefined ? `address:${address}` : `link:${link}:${address}`;
    },
    max: (_request, key) => (key.startsWith('link:') ? limits.perLink : limits.perAddress),
  };
}
