import { CheckCircle2, Dumbbell, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { ForYouEvent } from '@common/contracts/home';
import { squadPlaceText } from '@common/domain/squads';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { AvailabilityToggle } from '../../ui/AvailabilityToggle';
import { Badge } from '../../ui/Badge';
import { Card, CardTitle } from '../../ui/Card';
import { AddCardPrompt, PendingPaymentCard, PlayerPaymentPrompt } from '../../features/payments';
import { UnreadAnnouncementsBanner } from '../../features/announcements/UnreadAnnouncementsBanner';
import { useUnreadAnnouncements } from '../../features/announcements/announcements-api';
import { useAnswerForYou, useDismissPrompt, useForYou } from './for-you-api';
import { nothingForYou } from './for-you-state';

const AVAILABILITY_ERROR = 'Kunne ikke opdatere tilgængelighed. Prøv igen.';

const eventName = (event: ForYouEvent) => (event.kind === 'match' ? `Kamp mod ${event.title}` : event.title);

/** One unanswered match or training, answered in place with one tap. */
function EventRow({
  event,
  busy,
  onAnswer,
}: {
  event: ForYouEvent;
  busy: boolean;
  onAnswer: (available: boolean) => void;
}) {
  const Icon = event.kind === 'match' ? Trophy : Dumbbell;
  return (
    <li className="for-you-event" data-testid={`for-you-${event.kind}-${event.id}`}>
      <div className="for-you-event-text">
        <p className="for-you-event-title">
          <Icon size={16} aria-hidden="true" /> {eventName(event)}
        </p>
        <p className="small muted">
          {event.teamName ? `${event.teamName} · ` : ''}
          {formatDateTime(event.date)}
        </p>
      </div>
      <AvailabilityToggle
        label={`Tilgængelighed: ${eventName(event)}, ${formatDateTime(event.date)}`}
        value={null}
        busy={busy}
        onAnswer={onAnswer}
      />
    </li>
  );
}

/**
 * 'Til dig' (issue 16 §3): the top of Hjem, with what needs this person now: unread
 * announcements, a payment due, the matches and trainings of the next 7 days they have not
 * answered (answered here), published squads they are in, and advice prompts they may hide.
 * Each role sees only what is theirs (the server decides); nothing left: 'Du er helt opdateret'.
 */
export function ForYouSection() {
  const { user } = useCurrentUser();
  const forYou = useForYou();
  const unread = useUnreadAnnouncements();
  const dismiss = useDismissPrompt();
  // One answer mutation for the list (a row leaves once answered; the toast must not go with it).
  const answer = useAnswerForYou();
  const onAnswer = (event: ForYouEvent) => (available: boolean) =>
    answer.mutate(
      { event, available },
      {
        onSuccess: () => showToast({ title: 'Tilgængelighed opdateret', variant: 'success' }),
        onError: (error) => showErrorToast(error, { title: errorMessage(error, AVAILABILITY_ERROR) }),
      },
    );
  const answering = answer.isPending ? answer.variables : undefined;
  const data = forYou.data;
  if (!user) return null;
  const hide = () =>
    dismiss.mutate('add-card', {
      onError: (error) => showErrorToast(error, { title: 'Kunne ikke skjule forslaget' }),
    });
  const nothing = nothingForYou(data, user.role, unread.data?.length ?? 0);
  return (
    <section className="for-you" aria-labelledby="for-you-title">
      <h2 id="for-you-title" className="for-you-title">
        Til dig
      </h2>
      {/* slot: announcements — unread banner */}
      <UnreadAnnouncementsBanner />
      {/* slot: payments — player payment prompt (role none), outstanding payments */}
      <PlayerPaymentPrompt />
      <PendingPaymentCard />

      {data?.events.length ? (
        <Card aria-label="Mangler dit svar">
          <CardTitle icon={<CheckCircle2 size={18} aria-hidden="true" />}>Mangler dit svar</CardTitle>
          <ul className="for-you-list">
            {data.events.map((event) => (
              <EventRow
                key={`${event.kind}-${event.id}`}
                event={event}
                busy={answering?.event.kind === event.kind && answering.event.id === event.id}
                onAnswer={onAnswer(event)}
              />
            ))}
          </ul>
        </Card>
      ) : null}

      {data?.squads.length ? (
        <Card aria-label="Udtaget">
          <CardTitle icon={<Users size={18} aria-hidden="true" />}>Udtaget</CardTitle>
          <ul className="for-you-list">
            {data.squads.map((squad) => (
              <li key={squad.matchId} className="for-you-event">
                <div className="for-you-event-text">
                  <p className="for-you-event-title">
                    <Trophy size={16} aria-hidden="true" /> Kamp mod {squad.opponent}
                  </p>
                  <p className="small muted for-you-squad">
                    <Badge tone={squad.selection === 'reserve' ? 'amber' : 'green'}>
                      {squadPlaceText(squad.selection)}
                    </Badge>
                    {formatDateTime(squad.date)}
                  </p>
                </div>
                <Link to={`/matches/${squad.matchId}/squad`} className="small">
                  Se holdet
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {/* slot: advice prompts the person may hide ('Skjul', stays hidden on every device) */}
      {data?.prompts.includes('add-card') ? <AddCardPrompt onHide={hide} /> : null}

      {nothing ? (
        <p className="for-you-done" role="status">
          <CheckCircle2 size={18} aria-hidden="true" /> Du er helt opdateret
        </p>
      ) : null}
    </section>
  );
}
