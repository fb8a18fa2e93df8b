import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain-error';
import type { ThrottleStore } from '../sessions/throttle-store';

/** Requests for a link by mail per address in 15 minutes (S4): beyond it a 429 that says nothing about who exists. */
export const ADDRESS_LIMIT = 10;
const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
/** Mails of one kind per account an hour: more requests are answered alike and send nothing. */
export const ACCOUNT_LIMIT = 3;
const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

/**
 * The public "mail me a link" requests (Glemt adgangskode, the sign-in link): the answer is the
 * same in status, body and time whether or not the person exists (S4), so the lookup and the mail
 * happen after it. Per address a 429; per account a silent limit.
 */
export function answerAlike(app: FastifyInstance, store: ThrottleStore, name: string, now: () => Date) {
  let pending: Promise<unknown> = Promise.resolve();
  app.addHook('onClose', async () => {
    await pending;
  });
  return {
    async checkAddress(ip: string) {
      const at = now().getTime();
      if ((await store.recordFailure(`${name}-ip:${ip}`, at, ADDRESS_WINDOW_MS)) > ADDRESS_LIMIT) {
        throw new DomainError('tooManyAttempts', 'For mange forsøg. Prøv igen senere.', {
          retryAfterSeconds: ADDRESS_WINDOW_MS / 1000,
        });
      }
    },
    /** True while the account may get another mail of this kind this hour. */
    async accountMayHaveMore(userId: number) {
      const at = now().getTime();
      return (await store.recordFailure(`${name}-account:${userId}`, at, ACCOUNT_WINDOW_MS)) <= ACCOUNT_LIMIT;
    },
    /** Runs the lookup and the mail after the answer has gone. */
    later(work: () => Promise<void>) {
      pending = pending
        .then(() => new Promise((resolve) => setImmediate(resolve)))
        .then(work)
        .catch((error: unknown) => app.log.warn({ err: error }, `${name} mail failed`));
    },
    /** Resolves when the work queued so far is done (tests). */
    idle: () => pending,
  };
}
