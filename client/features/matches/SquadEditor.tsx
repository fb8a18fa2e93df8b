import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Match } from '@common/contracts/matches';
import type { Person } from '@common/contracts/people';
import type { Squad, SquadPlayer, SquadSelection } from '@common/contracts/squads';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { useTeams } from '../../lib/reads/teams';
import { useCanForTeam } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextAreaField, TextField } from '../../ui/Field';
import { meetAtOf, squadFormSchema, squadFormValues, type SquadFormValues } from './squad-form';
import { useClubPlayers, useSaveSquad } from './squad-api';
import { SquadPicker } from './SquadPicker';
import { BorrowPlayerCard } from './BorrowPlayerCard';
import { InjuryCard } from './InjuryCard';
import { SquadSizeForm } from './SquadSizeForm';
import { SquadStatusCard } from './SquadStatusCard';

/** Coach and admin: pick Startopstilling, Bænk and Reserve, borrow players, set the meeting, publish. */
export function SquadEditor({ matchId, match, squad }: { matchId: number; match: Match | undefined; squad: Squad }) {
  const teams = useTeams();
  const { forTeam } = useCanForTeam();
  const save = useSaveSquad(matchId);
  // The picks made here over the saved squad: a refetch (an injury reported, a new answer) keeps them.
  const [picks, setPicks] = useState<ReadonlyMap<number, SquadSelection | null>>(() => new Map());
  const [borrowed, setBorrowed] = useState<SquadPlayer[]>([]);
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

  const borrow = (person: Person) => {
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
          <SquadStatusCard status={squad.status}>
            {matchTeam ? <SquadSizeForm matchId={matchId} team={matchTeam} size={squad.squadSize} /> : null}
          </SquadStatusCard>
        }
        footer={
          <>
            <BorrowPlayerCard candidates={candidates} teamName={teamName} onBorrow={borrow} />

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
