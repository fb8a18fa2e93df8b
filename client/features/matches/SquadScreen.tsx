import { zodResolver } from '@hookform/resolvers/zod';
import { Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { Match } from '@common/contracts/matches';
import {
  SELECTION_LABEL,
  SQUAD_SELECTIONS,
  type Squad,
  type SquadPlayer,
  type SquadSelection,
} from '@common/contracts/squads';
import { squadPlaceText } from '@common/domain/squads';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { formatDateTime, formatTime } from '../../lib/format';
import { useTeams } from '../../lib/reads/teams';
import { useCanForTeam, useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useMatches } from './matches-api';
import { meetAtOf, squadFormSchema, squadFormValues, type SquadFormValues } from './squad-form';
import { useClubPlayers, useReportInjury, useSaveSquad, useSetSquadSize, useSquad } from './squad-api';
import { SquadPicker } from './SquadPicker';
import { z } from 'zod';
import './matches.css';

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

function MeetingDetails({ squad }: { squad: Squad }) {
  if (!squad.meetAt && !squad.meetPlace && !squad.note) return null;
  return (
    <dl className="squad-meet">
      {squad.meetAt ? (
        <>
          <dt>Mødetid</dt>
          <dd>{formatTime(squad.meetAt)}</dd>
        </>
      ) : null}
      {squad.meetPlace ? (
        <>
          <dt>Mødested</dt>
          <dd>{squad.meetPlace}</dd>
        </>
      ) : null}
      {squad.note ? (
        <>
          <dt>Besked</dt>
          <dd>{squad.note}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The published squad as the players see it: their own place, the meeting and the names per place. */
function PublishedSquad({
  squad,
  userId,
  matchTeam,
}: {
  squad: Squad;
  userId: number;
  matchTeam: string | undefined;
}) {
  const teams = useTeams();
  const teamName = (code: string | null) =>
    teams.data?.find((t) => t.code === code)?.displayName ?? code ?? '';
  const mine = squad.players.find((p) => p.userId === userId)?.selection ?? null;
  return (
    <>
      <Card aria-label="Din plads">
        <p className="squad-place">
          <Badge tone={mine === 'reserve' ? 'amber' : mine ? 'green' : 'grey'}>{squadPlaceText(mine)}</Badge>
          {mine ? <span className="small muted">{SELECTION_LABEL[mine]}</span> : null}
        </p>
        <MeetingDetails squad={squad} />
      </Card>
      {SQUAD_SELECTIONS.map((place) => {
        const players = squad.players.filter((p) => p.selection === place);
        if (!players.length) return null;
        return (
          <section key={place} className="squad-group" aria-label={SELECTION_LABEL[place]}>
            <h2>
              {SELECTION_LABEL[place]} ({players.length})
            </h2>
            <ul className="squad-list">
              {players.map((p) => (
                <li key={p.userId} className="squad-row">
                  <div>
                    <p className="squad-name">
                      {p.jerseyNumber ? `${p.jerseyNumber}. ` : ''}
                      {name(p)}
                    </p>
                    {p.position ? <p className="squad-sub">{p.position}</p> : null}
                  </div>
                  {matchTeam && p.team !== matchTeam ? (
                    <Badge tone="blue">Lånt fra {teamName(p.team)}</Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** Coach and admin: pick Startopstilling, Bænk and Reserve, borrow players, set the meeting, publish. */
function SquadEditor({ matchId, match, squad }: { matchId: number; match: Match | undefined; squad: Squad }) {
  const teams = useTeams();
  const { forTeam } = useCanForTeam();
  const save = useSaveSquad(matchId);
  // The picks made here over the saved squad: a refetch (an injury reported, a new answer) keeps them.
  const [picks, setPicks] = useState<ReadonlyMap<number, SquadSelection | null>>(() => new Map());
  const [borrowed, setBorrowed] = useState<SquadPlayer[]>([]);
  const [borrowId, setBorrowId] = useState('');
  const clubPlayers = useClubPlayers(true);
  const form = useForm<SquadFormValues>({
    resolver: zodResolver(squadFormSchema),
    defaultValues: squadFormValues(squad),
  });
  const { errors, isSubmitting } = form.formState;

  const teamName = (code: string | null) =>
    teams.data?.find((t) => t.code === code)?.displayName ?? code ?? 'Intet hold';
  const matchTeam = match?.team;
  const players = useMemo(() => {
    const known = new Set(squad.players.map((p) => p.userId));
    return [...squad.players, ...borrowed.filter((p) => !known.has(p.userId))].map((p) =>
      picks.has(p.userId) ? { ...p, selection: picks.get(p.userId) ?? null } : p,
    );
  }, [squad.players, borrowed, picks]);
  const saved = new Map(squad.players.map((p) => [p.userId, p.selection]));
  const unsaved = players.some((p) => p.selection !== (saved.get(p.userId) ?? null));
  const setPlaces = (changes: ReadonlyArray<{ userId: number; selection: SquadSelection | null }>) =>
    setPicks((m) => {
      const next = new Map(m);
      for (const c of changes) next.set(c.userId, c.selection);
      return next;
    });
  const candidates = (clubPlayers.data ?? []).filter(
    (p) =>
      (p.role === 'player' || p.role === 'coach') &&
      p.team &&
      p.team !== matchTeam &&
      !players.some((q) => q.userId === p.id),
  );

  const borrow = () => {
    const person = candidates.find((p) => String(p.id) === borrowId);
    if (!person) return;
    setBorrowed((list) => [
      ...list,
      {
        userId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        team: person.team,
        jerseyNumber: person.jerseyNumber,
        position: person.position,
        available: null,
        comment: null,
        selection: null,
        absence: null,
        unpaid: false,
      },
    ]);
    setPlaces([{ userId: person.id, selection: 'reserve' }]);
    setBorrowId('');
  };

  const submit = (publish: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        await save.mutateAsync({
          players: players
            .filter((p) => p.selection)
            .map((p) => ({ userId: p.userId, selection: p.selection })),
          meetAt: match ? meetAtOf(match.date, values.meetTime) : undefined,
          meetPlace: values.meetPlace || null,
          note: values.note || null,
          publish,
        });
        setPicks(new Map());
        setBorrowed([]);
        showToast({
          title: publish && squad.status === 'draft' ? 'Holdet er offentliggjort' : 'Holdet er gemt',
          variant: 'success',
        });
      } catch (error) {
        showErrorToast(error, {
          title: 'Fejl',
          description: errorMessage(error, 'Kunne ikke gemme holdet. Prøv igen.'),
        });
      }
    })();

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <SquadPicker
        players={players}
        limits={{ starters: squad.starters, squadSize: squad.squadSize }}
        matchTeam={matchTeam}
        teamName={teamName}
        unsaved={unsaved}
        onPlace={setPlaces}
        header={
          <Card aria-label="Status">
            <p className="squad-status">
              <Badge tone={squad.status === 'published' ? 'green' : 'amber'}>
                {squad.status === 'published' ? 'Offentliggjort' : 'Kladde'}
              </Badge>
              <span className="small muted">
                {squad.status === 'published'
                  ? 'Ændringer giver kun besked til de spillere, hvis plads ændres.'
                  : 'Spillerne ser intet, før du offentliggør holdet.'}
              </span>
            </p>
            {matchTeam ? <SquadSizeForm matchId={matchId} team={matchTeam} size={squad.squadSize} /> : null}
          </Card>
        }
        footer={
          <>
            <Card aria-label="Lån en spiller">
              <div className="form-row" style={{ alignItems: 'flex-end' }}>
                <SelectField
                  label="Tilføj spiller fra andet hold"
                  value={borrowId}
                  onChange={(e) => setBorrowId(e.target.value)}
                >
                  <option value="">Vælg spiller</option>
                  {candidates.map((p) => (
                    <option key={p.id} value={p.id}>
                      {name(p)} ({teamName(p.team)})
                    </option>
                  ))}
                </SelectField>
                <Button type="button" variant="secondary" onClick={borrow} disabled={!borrowId}>
                  Tilføj
                </Button>
              </div>
            </Card>

            {/* A coach reports injuries for the players of the teams they coach, not a borrowed one (D20). */}
            <InjuryCard
              matchId={matchId}
              players={players.filter((p) => !p.absence && forTeam('absences.forPlayer', p.team))}
            />

            <Card aria-label="Mødetid og besked">
              <TextField
                label="Mødetid"
                type="time"
                error={errors.meetTime?.message}
                {...form.register('meetTime')}
              />
              <TextField
                label="Mødested"
                placeholder="Klubhuset"
                error={errors.meetPlace?.message}
                {...form.register('meetPlace')}
              />
              <TextAreaField
                label="Besked til spillerne"
                placeholder="Hvide trøjer, mød 45 min før"
                error={errors.note?.message}
                {...form.register('note')}
              />
            </Card>

            {squad.status === 'draft' ? (
              <div className="stack">
                <Button type="button" block loading={isSubmitting} onClick={() => void submit(true)}>
                  Offentliggør holdet
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  block
                  disabled={isSubmitting}
                  onClick={() => void submit(false)}
                >
                  Gem kladde
                </Button>
              </div>
            ) : (
              <Button type="button" block loading={isSubmitting} onClick={() => void submit(false)}>
                Gem ændringer
              </Button>
            )}
          </>
        }
      />
    </form>
  );
}

const sizeSchema = z.object({
  size: z.coerce
    .number<string>({ error: 'Angiv et tal' })
    .int('Truppens størrelse skal være et helt tal')
    .min(5, 'Truppens størrelse skal være mellem 5 og 40')
    .max(40, 'Truppens størrelse skal være mellem 5 og 40'),
});

/** The team setting (decision 070): how many Startopstilling and Bænk the squad holds. */
function SquadSizeForm({ matchId, team, size }: { matchId: number; team: string; size: number }) {
  const save = useSetSquadSize(matchId);
  const form = useForm<z.input<typeof sizeSchema>, unknown, z.output<typeof sizeSchema>>({
    resolver: zodResolver(sizeSchema),
    values: { size: String(size) },
  });
  const onSubmit = form.handleSubmit((v) =>
    save.mutate(
      { code: team, squadSize: v.size },
      {
        onSuccess: () => showToast({ title: 'Truppens størrelse er gemt', variant: 'success' }),
        onError: (error) =>
          showErrorToast(error, { title: errorMessage(error, 'Kunne ikke gemme truppens størrelse') }),
      },
    ),
  );
  return (
    <details className="availability-details">
      <summary>Truppens størrelse: {size}</summary>
      <div className="form-row" style={{ alignItems: 'flex-end' }}>
        <TextField
          label="Spillere i truppen (holdets indstilling)"
          type="number"
          inputMode="numeric"
          min={5}
          max={40}
          error={form.formState.errors.size?.message}
          {...form.register('size')}
        />
        <Button type="button" variant="secondary" loading={save.isPending} onClick={() => void onSubmit()}>
          Gem
        </Button>
      </div>
    </details>
  );
}

/** Decision 071: the coach registers an injury for a player, from today until further notice. */
function InjuryCard({ matchId, players }: { matchId: number; players: SquadPlayer[] }) {
  const [userId, setUserId] = useState('');
  const report = useReportInjury(matchId);
  const submit = () =>
    report.mutate(Number(userId), {
      onSuccess: () => {
        showToast({ title: 'Spilleren er meldt skadet', variant: 'success' });
        setUserId('');
      },
      onError: (error) =>
        showErrorToast(error, { title: errorMessage(error, 'Kunne ikke melde spilleren skadet') }),
    });
  return (
    <Card aria-label="Meld en spiller skadet">
      <div className="form-row" style={{ alignItems: 'flex-end' }}>
        <SelectField
          label="Meld en spiller skadet"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
        >
          <option value="">Vælg spiller</option>
          {players.map((p) => (
            <option key={p.userId} value={p.userId}>
              {name(p)}
            </option>
          ))}
        </SelectField>
        <Button
          type="button"
          variant="secondary"
          onClick={submit}
          disabled={!userId}
          loading={report.isPending}
        >
          Meld skadet
        </Button>
      </div>
    </Card>
  );
}

/** Udtagelse (decision 070): the coach's picker, or the published squad for the players. */
export default function SquadScreen() {
  const id = Number(useParams().id);
  const { forTeam } = useCanForTeam();
  const { user } = useCurrentUser();
  const squad = useSquad(id);
  const matches = useMatches();
  const match = matches.data?.find((m) => m.id === id);
  // A coach picks for the teams they coach (D20); another team's squad they only read.
  const manage = forTeam('matches.squad.manage', match?.team ?? null);
  const subtitle = match
    ? `${match.teamName} mod ${match.opponent} · ${formatDateTime(match.date)}`
    : undefined;

  return (
    <div className="screen">
      <PageHeader title="Udtagelse" subtitle={subtitle} backTo="/matches" />
      {squad.isLoading ? (
        <Spinner />
      ) : !squad.data || !user ? (
        <EmptyState icon={<Users size={32} />} title="Holdet er ikke offentliggjort endnu">
          Du får besked, når træneren har udtaget holdet.
        </EmptyState>
      ) : manage ? (
        <SquadEditor matchId={id} match={match} squad={squad.data} />
      ) : (
        <>
          {squad.data.status === 'draft' ? (
            <Card aria-label="Kladde">
              <CardTitle>Kladde</CardTitle>
              <p className="small muted">Holdet er ikke offentliggjort endnu.</p>
            </Card>
          ) : null}
          <PublishedSquad squad={squad.data} userId={user.id} matchTeam={match?.team} />
        </>
      )}
    </div>
  );
}
