import { CalendarDays, CalendarX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Match } from '@common/contracts/matches';
import { groupByTeam } from '@common/domain/match-grouping';
import { completedMatches, nextMatchFor, upcomingMatches } from '@common/domain/match-upcoming';
import { withinTeamScope } from '@common/domain/team-scope';
import { useCan, useCurrentUser } from '../../lib/session';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { DbuSyncNote } from '../../components/DbuSyncNote';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import { ScopeSwitch, TeamGroup } from '../../components/TeamGroup';
import { hasOwnTeamScope, ofMyTeam, useCollapsedGroups, type EventScope } from '../../lib/event-scope';
import { MatchAvailabilityCard } from './MatchAvailabilityCard';
import { MatchItem } from './MatchItem';
import { matchPaging, mergeMatchPages } from './match-paging';
import { useLaterMatches, useMatches, useOlderMatches } from './matches-api';
import './matches.css';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';

// The editors are for staff and open on a tap: their forms (and zod) load then, not with the list.
const EditResultDialog = lazy(() =>
  import('./EditResultDialog').then((m) => ({ default: m.EditResultDialog })),
);
const MatchEventsDialog = lazy(() =>
  import('./MatchEventsDialog').then((m) => ({ default: m.MatchEventsDialog })),
);

type Tab = 'upcoming' | 'completed';

function MatchList({
  matches,
  grouped,
  onEdit,
  squadLink,
  attendance,
  onEvents,
  answers,
  actsOn,
}: {
  matches: Match[];
  grouped: boolean;
  answers?: boolean;
  onEdit?: (m: Match) => void;
  squadLink?: boolean;
  attendance?: boolean;
  onEvents?: (m: Match) => void;
  /** Whether the staff actions reach this match's team: a coach's own teams only (D20). */
  actsOn: (m: Match) => boolean;
}) {
  const groups = useCollapsedGroups('matches');
  const staffActions = (m: Match) => {
    const mine = actsOn(m);
    return {
      onEdit: mine ? onEdit : undefined,
      squadLink: squadLink && mine && m.status === 'scheduled',
      attendance: attendance && mine && m.status !== 'cancelled',
      onEvents: mine && m.status !== 'cancelled' ? onEvents : undefined,
    };
  };
  if (!grouped) {
    return (
      <ul className="list">
        {matches.map((m) => (
          <MatchItem key={m.id} match={m} showTeam headingLevel={2} {...staffActions(m)} answers={answers} />
        ))}
      </ul>
    );
  }
  return (
    <div className="stack">
      {groupByTeam(matches).map((group) => (
        <TeamGroup
          key={group.team}
          id={`matches-${group.team}`}
          title={group.teamName}
          count={group.matches.length}
          open={groups.isOpen(group.team)}
          onToggle={(open) => groups.setOpen(group.team, open)}
        >
          <ul className="list">
            {group.matches.map((m) => (
              <MatchItem key={m.id} match={m} {...staffActions(m)} answers={answers} />
            ))}
          </ul>
        </TeamGroup>
      ))}
    </div>
  );
}

/**
 * The match the availability card on Kampe asks about: the person's team's next match (the
 * club's next one for those without a team). Never another team's match: a player whose team
 * has nothing coming sees no card.
 */
export function availabilityCardMatch(all: readonly Match[], team: string | null, now: Date): Match | null {
  return nextMatchFor(all, team, now);
}

/** Kampe (part 1 §2, §4): Kommende and Afsluttede, grouped by team for member, board and admin. */
export default function MatchesScreen() {
  const [tab, setTab] = useState<Tab>('upcoming');
  const [editing, setEditing] = useState<Match | null>(null);
  const [eventsFor, setEventsFor] = useState<Match | null>(null);
  const { user } = useCurrentUser();
  const can = useCan();
  const matches = useMatches();
  const now = new Date();
  const [showOlder, setShowOlder] = useState(false);
  const [showLater, setShowLater] = useState(false);
  const loaded = matches.data ?? [];
  const paging = matchPaging(loaded, now);
  const older = useOlderMatches(paging.oldest, showOlder);
  const later = useLaterMatches(paging.latest, showLater);
  const all = mergeMatchPages(older.data?.pages ?? [], loaded, later.data?.pages ?? []);
  const [scope, setScope] = useState<EventScope>('mine');
  const personal = hasOwnTeamScope(user);
  const inTab = tab === 'upcoming' ? upcomingMatches(all, now) : completedMatches(all, now);
  // Decision 078: players and coaches see their own team first ('Mit hold'), every team on 'Alle hold'.
  const shown = personal && scope === 'mine' ? ofMyTeam(inTab, user.team) : inTab;
  const canLoadOlder = tab === 'completed' && paging.mayHaveOlder && (!showOlder || older.hasNextPage);
  const canLoadLater = tab === 'upcoming' && paging.mayHaveLater && (!showLater || later.hasNextPage);
  const loadOlder = () => (showOlder ? void older.fetchNextPage() : setShowOlder(true));
  const loadLater = () => (showLater ? void later.fetchNextPage() : setShowLater(true));
  const grouped = can('matches.groupedView') || (personal && scope === 'all');
  const onEdit = tab === 'completed' && can('matches.editResult') ? setEditing : undefined;
  const next = availabilityCardMatch(all, user?.team ?? null, now);

  return (
    <div className="screen matches-screen">
      <PageHeader
        title="Kampe"
        actions={
          <ButtonLink to="/kalender" variant="secondary" size="sm">
            <CalendarDays size={16} aria-hidden="true" /> Kalender
          </ButtonLink>
        }
      />
      <div className="matches-layout">
        {next ? (
          <aside className="matches-aside">
            <MatchAvailabilityCard match={next} />
          </aside>
        ) : null}
        <div className="matches-main stack">
          {personal ? <ScopeSwitch value={scope} onChange={setScope} /> : null}
          <DbuSyncNote team={user?.team ?? null} />
          <Tabs
            label="Kampe"
            value={tab}
            onChange={(v) => setTab(v as Tab)}
            tabs={[
              { value: 'upcoming', label: 'Kommende' },
              { value: 'completed', label: 'Afsluttede' },
            ]}
          >
            {matches.isLoading ? (
              <Skeleton rows={4} height={96} />
            ) : matches.isError ? (
              <EmptyState title="Kampene kunne ikke hentes">Prøv igen om lidt.</EmptyState>
            ) : shown.length === 0 ? (
              <EmptyState
                icon={<CalendarX size={32} />}
                title={tab === 'upcoming' ? 'Ingen kommende kampe' : 'Ingen afsluttede kampe'}
              >
                {tab === 'upcoming'
                  ? 'Der er ingen planlagte kampe lige nu.'
                  : 'Der er ingen spillede kampe endnu.'}
              </EmptyState>
            ) : (
              <MatchList
                matches={shown}
                grouped={grouped}
                onEdit={onEdit}
                squadLink={tab === 'upcoming' && can('matches.squad.manage')}
                attendance={tab === 'completed' && can('attendance.manage')}
                onEvents={tab === 'completed' && can('matches.editResult') ? setEventsFor : undefined}
                answers={tab === 'upcoming'}
                actsOn={(m) => withinTeamScope(user, m.team)}
              />
            )}
            {canLoadOlder && !matches.isLoading ? (
              <Button variant="secondary" block onClick={loadOlder} disabled={older.isFetching}>
                {older.isFetching ? 'Indlæser...' : 'Vis ældre kampe'}
              </Button>
            ) : null}
            {canLoadLater && !matches.isLoading ? (
              <Button variant="secondary" block onClick={loadLater} disabled={later.isFetching}>
                {later.isFetching ? 'Indlæser...' : 'Vis flere kampe'}
              </Button>
            ) : null}
          </Tabs>
        </div>
      </div>
      <Suspense fallback={null}>
        {editing ? <EditResultDialog match={editing} onClose={() => setEditing(null)} /> : null}
        {eventsFor ? <MatchEventsDialog match={eventsFor} onClose={() => setEventsFor(null)} /> : null}
      </Suspense>
    </div>
  );
}
