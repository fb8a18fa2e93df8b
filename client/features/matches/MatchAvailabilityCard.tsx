import { UserCheck } from 'lucide-react';
import type { Match } from '@common/contracts/matches';
import { isAskedToAnswer } from '@common/domain/availability';
import { formatDateTime } from '../../lib/format';
import { useCan, useCanForTeam, useCurrentUser } from '../../lib/session';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { AvailabilityToggle } from '../../components/AvailabilityToggle';
import { RemindButton } from '../../components/RemindButton';
import { remindNow } from '../../lib/remind';
import { Card, CardTitle } from '../../ui/Card';
import { useAvailabilityList, useSetMatchAvailability, useUnanswered } from './matches-api';
import './matches.css';

export const AVAILABILITY_ERROR = 'Kunne ikke opdatere tilgængelighed. Prøv igen.';

/** Who answered what and who has not answered yet (coach, admin, board); Påmind nu where the caller may (D20). */
function AvailabilityLists({ matchId, mayRemind }: { matchId: number; mayRemind: boolean }) {
  const list = useAvailabilityList(matchId, true);
  const missing = useUnanswered(matchId, true);
  if (list.isLoading || missing.isLoading) return <p className="small muted">Indlæser...</p>;
  const ready = (list.data ?? []).filter((a) => a.available);
  const notReady = (list.data ?? []).filter((a) => !a.available);
  // Decision 071: the answer's comment follows the name.
  const withComment = (a: (typeof ready)[number]) =>
    `${a.user.firstName} ${a.user.lastName}${a.comment ? ` – ${a.comment}` : ''}`;
  const groups: Array<[string, string[]]> = [
    [`Klar (${ready.length})`, ready.map(withComment)],
    [`Ikke klar (${notReady.length})`, notReady.map(withComment)],
    [
      `Ikke svaret (${missing.data?.length ?? 0})`,
      (missing.data ?? []).map((p) => `${p.firstName} ${p.lastName}`),
    ],
  ];
  return (
    <details className="availability-details">
      <summary>
        Svar: {ready.length} klar · {notReady.length} ikke klar · {missing.data?.length ?? 0} ikke svaret
      </summary>
      <div className="availability-lists">
        {groups.map(([title, names]) => (
          <section key={title} aria-label={title}>
            <h3>{title}</h3>
            {names.length ? (
              <ul>
                {names.map((name, i) => (
                  <li key={`${name}-${i}`}>{name}</li>
                ))}
              </ul>
            ) : (
              <p className="small muted">Ingen</p>
            )}
          </section>
        ))}
        {mayRemind && missing.data?.length ? (
          <RemindButton
            label="Påmind dem, der ikke har svaret"
            onRemind={() => remindNow('match', matchId)}
          />
        ) : null}
      </div>
    </details>
  );
}

/** The person's own Klar / Ikke klar for the match; the chosen one is pressed. */
function AnswerButtons({ match }: { match: Match }) {
  const mutation = useSetMatchAvailability();
  const value = match.myAvailability;
  const answer = (available: boolean, comment?: string) =>
    mutation.mutate(
      { id: match.id, available, comment },
      {
        onSuccess: () => showToast({ title: 'Tilgængelighed opdateret', variant: 'success' }),
        // Part 1 §9: always the spec's text, whatever the server said.
        onError: (error) => showErrorToast(error, { title: AVAILABILITY_ERROR }),
      },
    );
  return (
    <AvailabilityToggle
      label={`Tilgængelighed mod ${match.opponent}`}
      value={value}
      busy={mutation.isPending}
      onAnswer={answer}
      withComment
    />
  );
}

/**
 * The match availability card: 'Er du klar?' is asked only of those whose team plays the match
 * (isAskedToAnswer, F29); staff (coach, admin, board) also see the per-player
 * lists, and staff without a team see only those, under the plain title 'Tilgængelighed'.
 * `answer={false}`: the answer is asked for elsewhere on the screen (Hjem's 'Til dig', decision
 * 098), so the card shows staff the lists and shows nobody else anything.
 */
export function MatchAvailabilityCard({ match, answer = true }: { match: Match | null | undefined; answer?: boolean }) {
  const can = useCan();
  const { forEvent } = useCanForTeam();
  const { user } = useCurrentUser();
  if (!match || !user) return null;
  const asked = answer && isAskedToAnswer(user, { kind: 'match', team: match.team });
  const viewAll = can('matches.availability.viewAll');
  if (!asked && !viewAll) return null;
  return (
    <Card aria-label="Tilgængelighed til kamp">
      <CardTitle icon={<UserCheck size={18} aria-hidden="true" />}>
        {asked ? 'Er du klar?' : 'Tilgængelighed'}
      </CardTitle>
      <p className="small muted">
        {match.teamName} mod {match.opponent} · {formatDateTime(match.date)}
      </p>
      {asked ? <AnswerButtons match={match} /> : null}
      {viewAll ? (
        <AvailabilityLists matchId={match.id} mayRemind={forEvent('matches.availability.viewAll', match.team)} />
      ) : null}
    </Card>
  );
}
