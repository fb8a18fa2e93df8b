import type { AppDeps } from '../../app-deps';
import { loadCurrentUser } from '../../core/people/load-current-user';
import { profileRepository } from './profile.repository';
import { accountHistory } from '../../core/recovery/account-history';

/**
 * GET /api/user/export (GDPR art. 15 and 20, S15): everything the club keeps about the person,
 * as JSON. Each list is the person's own rows only.
 */
export async function exportOwnData(deps: Pick<AppDeps, 'db' | 'users' | 'now'>, userId: number) {
  const [
    profile,
    {
      matchAnswers,
      trainingAnswers,
      ownPayments,
      ownSubscriptions,
      messages,
      votes,
      reads,
      registration,
      devices,
      calendarTokenHash,
      mails,
      mailChoices,
      ownAbsences,
    },
  ] = await Promise.all([
    loadCurrentUser(deps.users, userId, deps.now()),
    profileRepository(deps.db).ownRows(userId),
  ]);
  const securityHistory = await accountHistory(deps.db, userId);
  return {
    exportedAt: deps.now().toISOString(),
    profile,
    matchAvailability: matchAnswers,
    trainingAvailability: trainingAnswers,
    payments: ownPayments.map(({ paymentIntentId: _id, ...p }) => p),
    subscriptions: ownSubscriptions.map(({ providerSubscriptionId: _p, customerId: _c, ...s }) => s),
    chatMessages: messages,
    pollVotes: votes,
    announcementReads: reads,
    registrationLinkUses: registration,
    // Devices that receive push notifications (the encryption keys stay out: they are the device's).
    pushSubscriptions: devices,
    // Whether a private calendar feed URL exists; the token itself is only kept as a hash.
    calendarFeed: { exists: Boolean(calendarTokenHash) },
    // E-mails sent to the person and the optional kinds they turned off (E8).
    emails: mails,
    emailsTurnedOff: mailChoices,
    // Fravær with its note: health data, the person's own (S21).
    absences: ownAbsences,
    // Passwords set, e-mail changes, "Log ud overalt", sign-ins by link (S20).
    securityHistory,
  };
}
