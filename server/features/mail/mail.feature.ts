import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { sendDueMails } from '../../core/mail/send-due-mails';
import { mailRoutes } from './mail.routes';

const MINUTE_MS = 60 * 1000;

/** E-mail (issue 13): the routes, and the scheduled run that sends queued mails and retries failed tries. */
export function mailFeature(app: FastifyInstance, deps: AppDeps) {
  deps.mail.useLogger(app.log);
  mailRoutes(app, deps);
  scheduleMailSending(app, deps);
}

/**
 * Every minute the queue is worked through (sendDueMails); mails are also sent right after they
 * are queued (MailQueue.enqueue). The job runner (branch `jobs`) will take this timer over.
 */
function scheduleMailSending(app: FastifyInstance, deps: AppDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => sendDueMails({ db: deps.db, transport: deps.mail.transport, now: deps.now, log: app.log, logOutbox: deps.config.env === 'development' }))
      .catch((error: unknown) => app.log.warn({ err: error }, 'mail sending failed'));
  };
  app.addHook('onReady', async () => {
    if (deps.config.env === 'test') return; // tests call sendDueMails themselves
    run();
    timer = setInterval(run, MINUTE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    await deps.mail.idle();
    deps.mail.transport?.close();
  });
}
