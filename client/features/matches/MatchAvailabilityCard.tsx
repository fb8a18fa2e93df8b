import { Check, UserCheck, X } from 'lucide-react';
import type { Match } from '@common/contracts/matches';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/session';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { Card, CardTitle } from '../../ui/Card';
import { useAvailabilityList, useSetMatchAvailability, useUnanswered } from './matches-api';
import './matches.css';

export const AVAILABILITY_ERROR = 'Kunne ikke opdatere tilgængelighed. Prøv igen.';

/** Who answered what and who has not answered yet (coach, admin, board). */
function AvailabilityLists({ matchId }: { matchId: number }) {
  const list = useAvailabilityList(matchId, true);
  const missing = useUnanswered(matchId, true);
  if (list.isLoading || missing.isLoading) return <p className="small muted">Indlæser...</p>;
  const ready = (list.data ?? []).filter((a) => a.available);
  const notReady = (list.data ?? []).filter((a) => !a.available);
  const groups: Array<[string, string[]]> = [
    [`Klar (${ready.length})`, ready.map((a) => `${a.user.firstName} ${a.user.lastName}`)],
    [`Ikke klar (${notReady.length})`, notReady.map((a) => `${a.user.firstName} ${a.user.lastName}`)],
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
      </div>
    </details>
  );
}

/** Klar / Ikke klar for a match (player, coach, admin, board); staff also see the per-player list. */
export function MatchAvailabilityCard({ match }: { match: Match | null | undefined }) {
  const can = useCan();
  const mutation = useSetMatchAvailability();
  if (!can('matches.availability.respond')) return null;
  if (!match) return null;
  const value = match.myAvailability;
  const answer = (available: boolean) =>
    mutation.mutate(
      { id: match.id, available },
      {
        onSuccess: () => showToast({ title: 'Tilgængelighed opdateret', variant: 'success' }),
        // Part 1 §9: always the spec's text, whatever the server said.
        onError: (error) => showErrorToast(error, { title: AVAILABILITY_ERROR }),
      },
    );
  return (
    <Card aria-label="Tilgængelighed til kamp">
      <CardTitle icon={<UserCheck size={18} aria-hidden="true" />}>Er du klar?</CardTitle>
      <p className="small muted">
        {match.teamName} mod {match.opponent} · {formatDateTime(match.date)}
      </p>
      <div className="row" role="group" aria-label={`Tilgængelighed mod ${match.opponent}`}>
        <button
          type="button"
          className={`btn btn-sm ${value === true ? 'btn-success' : 'btn-secondary'}`}
          aria-pressed={value === true}
          disabled={mutation.isPending}
          onClick={() => answer(true)}
        >
          <Check size={16} aria-hidden="true" /> Klar
        </button>
        <button
          type="button"
          className={`btn btn-sm ${value === false ? 'btn-danger' : 'btn-secondary'}`}
          aria-pressed={value === false}
          disabled={mutation.isPending}
          onClick={() => answer(false)}
        >
          <X size={16} aria-hidden="true" /> Ikke klar
        </button>
      </div>
      {can('matches.availability.viewAll') ? <AvailabilityLists matchId={match.id} /> : null}
    </Card>
  );
}
