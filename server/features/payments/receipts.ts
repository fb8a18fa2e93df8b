import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@common/contracts/ids';
import { errorAnswers } from '../../lib/error-answers';
import { resendReceiptResponse } from '@common/contracts/mail';
import { instantToCopenhagen } from '@common/domain/time';
import type { AppDeps } from '../../app-deps';
import { invalidInput, notFound } from '../../core/domain-error';
import type { MailRequest } from '../../core/mail/mail-queue';
import { receiptsRepository, type ReceiptRow } from './receipts.repository';
import { at } from '../../lib/route-at';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { paymentsEndpoints } from '@common/contracts/endpoints/payments';
import { danishNumericDate } from '@common/domain/danish-dates';

const KIND_LABELS: Record<string, string> = {
  registration: 'indmeldelse',
  subscription: 'abonnement',
  kontingent: 'kontingent',
  upgrade: 'opgradering af medlemskab',
  arrangement: 'arrangement',
};
const BATCH = 50;
/** Receipts are looked for this far back (a gateway that reports late); far inside the mail queue's 90 days. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** '1.250,50 kr' (da-DK). */
export const kr = (ore: number) => {
  const value = ore / 100;
  return `${value.toLocaleString('da-DK', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })} kr`;
};

export const NO_EMAIL_FOR_RECEIPT = 'Der er ingen email på din profil. Tilføj en under Profil.';

function receiptMail(
  payment: ReceiptRow,
  club: { name: string; shortName: string; cvr: string },
  eventKey: string,
): MailRequest {
  const paid = instantToCopenhagen(payment.paidAt!);
  const date = `${danishNumericDate(paid.date)} kl. ${paid.time}`;
  return {
    kind: 'receipt',
    eventKey,
    to: payment.email,
    userId: payment.userId,
    content: {
      subject: `Kvittering for din betaling til ${club.name}`,
      greeting: `Hej ${payment.firstName},`,
      paragraphs: [
        'Tak for din betaling. Her er din kvittering.',
        `Beløb: ${kr(payment.amount)} (inkl. moms 0 kr)`,
        `Betaling for: ${payment.description} (${KIND_LABELS[payment.kind] ?? payment.kind})`,
        `Betalt: ${date}`,
        `Betalingsreference: ${payment.paymentIntentId ?? `intern ${payment.id}`}`,
        `Kvitteringsnr.: ${club.shortName}-${String(payment.id).padStart(6, '0')}`,
        `Modtager: ${club.name}${club.cvr ? `, CVR-nr. ${club.cvr}` : ''}`,
      ],
      reason:
        'Du får denne kvittering, fordi du har betalt til klubben i klubbens app. Kvitteringer sendes altid.',
    },
  };
}

/**
 * A receipt for every successful payment (E4): registration, subscription start and
 * renewal, kontingent, upgrade. Finds the completed payments since receipts began whose receipt
 * is not queued and queues them; the queue's (kind, event, recipient) key makes it once each.
 */
export async function sendDueReceipts(deps: Pick<AppDeps, 'db' | 'mail' | 'now'>): Promise<number> {
  const repo = receiptsRepository(deps.db);
  const since = new Date(
    Math.max((await repo.receiptsSince()).getTime(), deps.now().getTime() - LOOK_BACK_MS),
  );
  let queued = 0;
  for (;;) {
    const due = await repo.dueReceipts(since, BATCH);
    if (due.length === 0) return queued;
    const club = await repo.club();
    const added = await deps.mail.enqueue(
      due.map((payment) => receiptMail(payment, club, `payment:${payment.id}`)),
    );
    queued += added;
    if (due.length < BATCH || added === 0) return queued;
  }
}

/** 'Send kvittering igen' on Betalinger: the member's own completed payment, at most once a minute each. */
export async function resendReceipt(
  deps: Pick<AppDeps, 'db' | 'mail' | 'now'>,
  userId: number,
  paymentId: number,
) {
  const repo = receiptsRepository(deps.db);
  const payment = await repo.ownCompleted(userId, paymentId);
  if (!payment || !payment.paidAt) throw notFound('Betalingen findes ikke');
  // A person without an address (decision 102) has nowhere for a receipt to go.
  if (!payment.email) throw invalidInput(NO_EMAIL_FOR_RECEIPT);
  const minute = Math.floor(deps.now().getTime() / MINUTE_MS);
  await deps.mail.enqueue([receiptMail(payment, await repo.club(), `payment:${payment.id}:again:${minute}`)]);
  return { success: true as const, to: payment.email };
}

/** Payment routes after which a receipt may be due: the scan runs right after them. */
const PAYMENT_WRITES: ReadonlySet<string> = new Set(
  [
    paymentsEndpoints.sync,
    paymentsEndpoints.createSubscription,
    paymentsEndpoints.createPlayerSubscription,
    paymentsEndpoints.completeSubscription,
    paymentsEndpoints.completeRegistration,
    paymentsEndpoints.completeFromRedirect,
    paymentsEndpoints.registerMemberInline,
    paymentsEndpoints.sandboxConfirm,
    paymentsEndpoints.sandboxMobilePay,
    paymentsEndpoints.sandboxAuthenticate,
    paymentsEndpoints.sandboxConfirmSetup,
    paymentsEndpoints.webhook,
  ].map((endpoint) => endpoint.path),
);

/**
 * Receipts: the route to send one again, a scan right after every successful payment call, and
 * one every minute on the job runner (renewals the gateway reports by itself).
 */
export function receiptsFeature(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(mailEndpoints.resendReceipt, {
      tags: ['payments'],
      params: idParams,
      response: { 200: resendReceiptResponse, ...errorAnswers(400, 404) },
    }),
    config: { policy: 'payments.self' },
    handler: (request) => resendReceipt(deps, request.user!.id, request.params.id),
  });

  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let busy = false;
  const run = () => {
    if (busy) {
      again = true;
      return running;
    }
    busy = true;
    running = sendDueReceipts(deps)
      .catch((error: unknown) => app.log.warn({ err: error }, 'receipts failed'))
      .finally(() => {
        busy = false;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  // Synchronous: it runs after every answer, reads included (P1).
  app.addHook('onResponse', (request, reply, done) => {
    if (
      request.method !== 'GET' &&
      reply.statusCode < 300 &&
      PAYMENT_WRITES.has(request.routeOptions.url ?? '')
    )
      void run();
    done();
  });
  deps.jobs.schedule('payments.receipts', { everyMinutes: 1, label: 'Kvitteringer for betalinger' }, () =>
    run(),
  );
  app.addHook('onClose', async () => {
    await running;
  });
}
