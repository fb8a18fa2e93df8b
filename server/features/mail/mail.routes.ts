import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answers';
import {
  mailPreferences,
  outboxResponse,
  unsubscribeBody,
  unsubscribeInfo,
  unsubscribeQuery,
  unsubscribeResponse,
  type MailPreferences,
  type OutboxMail,
} from '@common/contracts/mail';
import { OPTIONAL_MAIL_KINDS, OPTIONAL_MAIL_LABELS } from '@common/domain/mail';
import type { AppDeps } from '../../app-deps';
import { invalidInput } from '../../core/domain-error';
import { mailQueueRepository } from '../../core/mail/mail-queue.repository';
import { MINTED_LINK } from '../../core/mail/mail-queue';
import { invitationMailsToday } from '../../core/mail/mail-quota';
import { readUnsubscribeToken } from '../../core/mail/unsubscribe-token';
import { at } from '../../lib/route-at';
import { mailEndpoints } from '@common/contracts/endpoints/mail';

const INVALID_LINK = 'Linket er ugyldigt';
/** What the outbox shows where a link mail's link was: it exists only in the mail itself. */
export const LINK_NOT_KEPT = '[Linket står kun i selve e-mailen]';
const OUTBOX_LIMIT = 100;

/** Udgående e-mails (admin), one-click unsubscribe (public, signed link) and Profil → E-mails. */
export function mailRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = mailQueueRepository(deps.db);

  r.route({
    ...at(mailEndpoints.outbox, { tags: ['mail'], response: { 200: outboxResponse } }),
    config: { policy: 'systemSettings.manage' },
    handler: async () => {
      const rows = await repo.latest(OUTBOX_LIMIT);
      return {
        transport: deps.mail.transport ? ('smtp' as const) : ('outbox' as const),
        invitationsToday: await invitationMailsToday(deps.db, deps.now()),
        linksShown: !deps.mail.transport && deps.config.embeddedDemo,
        mails: rows.map((row): OutboxMail => ({
          id: row.id,
          kind: row.kind as OutboxMail['kind'],
          to: row.recipient,
          subject: row.subject,
          // A link mail's link was minted only for the mail itself (decision 094).
          text: row.text.replaceAll(MINTED_LINK, LINK_NOT_KEPT),
          status: row.status as OutboxMail['status'],
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  });

  const readToken = async (token: string) => {
    const found = readUnsubscribeToken(await repo.unsubscribeKey(), token);
    if (!found) throw invalidInput(INVALID_LINK, { token: INVALID_LINK });
    return found;
  };

  r.route({
    ...at(mailEndpoints.unsubscribeInfo, {
      tags: ['mail'],
      querystring: unsubscribeQuery,
      response: { 200: unsubscribeInfo, ...errorAnswers(400) },
    }),
    config: { policy: 'public' },
    handler: async (request) => {
      const { kind } = await readToken(request.query.token);
      return { kind, label: OPTIONAL_MAIL_LABELS[kind] };
    },
  });

  // RFC 8058 one-click: mail clients POST 'List-Unsubscribe=One-Click' as a form to the header's URL.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...at(mailEndpoints.unsubscribe, {
        tags: ['mail'],
        querystring: unsubscribeQuery,
        body: unsubscribeBody,
        response: { 200: unsubscribeResponse, ...errorAnswers(400) },
      }),
      config: { policy: 'public' },
      handler: async (request) => {
        const { userId, kind } = await readToken(request.query.token);
        await repo.setOptOut(userId, kind, true);
        return { success: true as const, label: OPTIONAL_MAIL_LABELS[kind] };
      },
    });
  });

  const preferencesOf = async (userId: number): Promise<MailPreferences> => {
    const off = new Set(await repo.optOuts(userId));
    return Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as MailPreferences;
  };

  r.route({
    ...at(mailEndpoints.preferences, { tags: ['mail'], response: { 200: mailPreferences } }),
    config: { policy: 'self.read' },
    handler: (request) => preferencesOf(request.user!.id),
  });

  r.route({
    ...at(mailEndpoints.updatePreferences, { tags: ['mail'], body: mailPreferences, response: { 200: mailPreferences, ...errorAnswers(400) } }),
    config: { policy: 'self.update' },
    handler: async (request) => {
      for (const kind of OPTIONAL_MAIL_KINDS) {
        const wanted = request.body[kind];
        if (wanted !== undefined) await repo.setOptOut(request.user!.id, kind, !wanted);
      }
      return preferencesOf(request.user!.id);
    },
  });
}
