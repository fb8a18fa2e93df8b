import type { Match } from '@common/contracts/matches';
import { isAskedToAnswer } from '@common/domain/availability';
import { showErrorToast } from '../../lib/error-toast';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { EventAnswers } from '../../components/EventAnswers';
import { showToast } from '../../lib/toast-store';
import { AVAILABILITY_ERROR } from './MatchAvailabilityCard';
import { useSetMatchAvailability } from './matches-api';

/** Whether a match still takes answers: scheduled and not yet kicked off (decision 011.02). */
export function matchTakesAnswers(match: Pick<Match, 'status' | 'date'>, now = Date.now()): boolean {
  return match.status === 'scheduled' && new Date(match.date).getTime() > now;
}

/** The match card's answers: counts, faces (staff and the team's players, D22) and the person's own one-tap Klar / Ikke klar. */
export function MatchAnswers({ match }: { match: Match }) {
  const { user } = useCurrentUser();
  const mutation = useSetMatchAvailability();
  if (!user) return null;
  const canAnswer = isAskedToAnswer(user, { kind: 'match', team: match.team }) && matchTakesAnswers(match);
  return (
    <EventAnswers
      name={`mod ${match.opponent} ${formatDateTime(match.date)}`}
      answers={match.answers}
      myAnswer={match.myAvailability}
      canAnswer={canAnswer}
      busy={mutation.isPending}
      onAnswer={(available) =>
        mutation.mutate(
          { id: match.id, available },
          // Part 1 §9: always the spec's text; the card has already gone back to the old answer.
          {
            onSuccess: () => showToast({ title: 'Tilgængelighed opdateret', variant: 'success' }),
            onError: (error) => showErrorToast(error, { title: AVAILABILITY_ERROR }),
          },
        )
      }
    />
  );
}
