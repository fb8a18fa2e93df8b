import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mailRoutes } from './mail.routes';

/** E-mail (E1): the routes, and the scheduled run that sends queued mails and retries failed tries. */
export function mailFeature(app: FastifyInstance, deps: AppDeps) {
  deps.mail.useLogger(app.log);
  mailRoutes(app, deps);
  // Mails are also sent right after they are queued (MailQueue.enqueue); this run works through
  // what is left (temporary SMTP errors, back-off), once across instances (decision 060).
  deps.jobs.schedule('mail.send', { everyMinutes: 1, label: 'Afsendelse af e-mails' }, () => deps.mail.sendDue());
  app.addHook('onClose', async () => {
    await deps.mail.idle();
    deps.mail.transport?.close();
  });
}
