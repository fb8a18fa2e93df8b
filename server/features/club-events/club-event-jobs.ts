import { inQuietHours } from '@common/domain/notifications';
import type { AppDeps } from '../../app-deps';
import { settleClubEvent } from './answer-club-event';
import type { ClubEventsRepository } from './club-events.repository';
import { tell, tellPlaceNotices } from './notify';

type Deps = Pick<AppDeps, 'events' | 'mail' | 'now'>;
const HOUR_MS = 3600_000;
/** The reminder before the deadline goes in its last two days; the day-before reminder in the last 24 hours. */
const DEADLINE_WINDOW_MS = 48 * HOUR_MS;
const DAY_BEFORE_MS = 24 * HOUR_MS;

/** Releases lapsed holds and offers, places late payments and moves the waiting list (every minute). */
export async function settleDueClubEvents(deps: Deps, repo: ClubEventsRepository): Promise<number> {
  const now = deps.now();
  const ids = await repo.needingSettlement(now);
  for (const id of ids) {
    const notices = await settleClubEvent(repo, id, now);
    const event = notices.length ? await repo.find(id) : undefined;
    if (event) await tellPlaceNotices(deps, repo, event, notices);
  }
  return ids.length;
}

/**
 * Reminders (decision 108): before the deadline to the invited who have not answered, once; the
 * day before to those coming, once. Never in quiet hours (they wait for the morning run); push and
 * mail follow each person's settings. Returns how many people were reminded.
 */
export async function sendClubEventReminders(deps: Deps, repo: ClubEventsRepository): Promise<number> {
  const now = deps.now();
  if (inQuietHours(now)) return 0;
  let reminded = 0;
  const events = await repo.remindable(now, new Date(now.getTime() + DEADLINE_WINDOW_MS), new Date(now.getTime() + DAY_BEFORE_MS));
  for (const event of events) {
    const answers = await repo.answersWithPayment([event.id]);
    if (event.deadline && event.deadline > now && event.deadline.getTime() - now.getTime() <= DEADLINE_WINDOW_MS) {
      const answered = new Set(answers.filter((a) => a.status !== 'released' && a.status !== 'passed').map((a) => a.userId));
      const missing = (await repo.invitees(event.audience)).map((p) => p.id).filter((id) => !answered.has(id));
      const claimed = await repo.claimReminders(event.id, missing, 'deadline', now);
      reminded += claimed.length;
      await tell(deps, repo, event, claimed, {
        title: `Husk at svare: ${event.title}`,
        body: 'Du har ikke svaret på arrangementet endnu, og svarfristen nærmer sig.',
        tag: 'deadline',
      }, 'reminder:deadline');
    }
    if (event.startsAt > now && event.startsAt.getTime() - now.getTime() <= DAY_BEFORE_MS) {
      const coming = answers.filter((a) => a.status === 'going').map((a) => a.userId);
      const claimed = await repo.claimReminders(event.id, coming, 'day_before', now);
      reminded += claimed.length;
      await tell(deps, repo, event, claimed, { title: `I morgen: ${event.title}`, body: 'Vi glæder os til at se dig.', tag: 'day-before' }, 'reminder:day-before');
    }
  }
  return reminded;
}

export function scheduleClubEventJobs(deps: Deps & Pick<AppDeps, 'jobs'>, repo: ClubEventsRepository) {
  deps.jobs.schedule('club-events.places', { everyMinutes: 1, label: 'Arrangementer: pladser, venteliste og sene betalinger' }, async () => {
    await settleDueClubEvents(deps, repo);
  });
  deps.jobs.schedule('club-events.reminders', { everyMinutes: 15, label: 'Arrangementer: påmindelser' }, async () => {
    await sendClubEventReminders(deps, repo);
  });
}
