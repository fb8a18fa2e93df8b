import { CalendarDays, Dumbbell, Settings } from 'lucide-react';
import { useState } from 'react';
import { takesAttendance } from '@common/domain/attendance';
import { isAskedToAnswer } from '@common/domain/availability';
import { useCan, useCanForTeam, useCurrentUser } from '../../lib/session';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ScopeSwitch, TeamGroup } from '../../components/TeamGroup';
import { hasOwnTeamScope, ofMyTeam, useCollapsedGroups, type EventScope } from '../../lib/event-scope';
import { Skeleton } from '../../ui/Skeleton';
import { groupByTeam, teamName } from './group-by-team';
import { ExpectedAttendanceToggle } from './ExpectedAttendanceToggle';
import { TrainingCard } from './TrainingCard';
import { useTeams } from '../../lib/reads/teams';
import { useTrainings } from './training-api';
import './training.css';
import { ButtonLink } from '../../ui/ButtonLink';

/** A training stays on the list until two hours after it started. */
const SHOW_AFTER_START_MS = 2 * 3600 * 1000;

/** Træninger (/training): upcoming trainings grouped by team (part 2 §2). */
export default function TrainingScreen() {
  const can = useCan();
  const { forTeam, forEvent } = useCanForTeam();
  const { user } = useCurrentUser();
  const trainings = useTrainings();
  const teams = useTeams();
  const now = Date.now();
  const upcoming = (trainings.data ?? []).filter(
    (t) => new Date(t.date).getTime() + SHOW_AFTER_START_MS > now,
  );
  // Held trainings of the last week (the list reads a week back) whose attendance the person may
  // register or correct, newest first (decision 072): the morning after is when it gets done.
  const held = (trainings.data ?? [])
    .filter(
      (t) =>
        new Date(t.date).getTime() + SHOW_AFTER_START_MS <= now &&
        takesAttendance(t) &&
        forEvent('attendance.manage', t.team),
    )
    .reverse();
  const [heldOpen, setHeldOpen] = useState(false);
  const [scope, setScope] = useState<EventScope>('mine');
  const collapsed = useCollapsedGroups('training');
  const personal = hasOwnTeamScope(user);
  // Decision 078: players and coaches see their own team's (and club-wide) trainings first.
  const mine = personal && scope === 'mine';
  const groups = groupByTeam(mine ? ofMyTeam(upcoming, user.team) : upcoming, teams.data ?? []);
  if (!user) return null;
  // Forventet fremmøde (decision 074): the team's coach, or the admin, switches it above the team's list.
  const settingFor = (code: string) =>
    code && forTeam('matches.squad.manage', code) ? (teams.data ?? []).find((t) => t.code === code) : undefined;
  return (
    <div className="screen">
      <PageHeader
        title="Træninger"
        actions={
          can('training.manage') ? (
            <ButtonLink to="/training-admin" variant="secondary" size="sm">
              <Settings size={16} aria-hidden="true" /> Administrer
            </ButtonLink>
          ) : null
        }
      />
      <div className="event-toolbar">
        {personal ? <ScopeSwitch value={scope} onChange={setScope} /> : <span />}
        <ButtonLink to="/kalender" variant="secondary" size="sm">
          <CalendarDays size={16} aria-hidden="true" /> Kalender
        </ButtonLink>
      </div>
      {held.length ? (
        <TeamGroup
          id="training-held"
          title="Afholdte træninger"
          count={held.length}
          open={heldOpen}
          onToggle={setHeldOpen}
        >
          <p className="small muted">Den seneste uge: registrér eller ret fremmødet.</p>
          <ul className="list">
            {held.map((training) => (
              <TrainingCard
                key={training.id}
                training={training}
                canRespond={false}
                canViewAll={false}
                canRegister
                canRemind={false}
                teamLabel={teamName(teams.data, training.team)}
              />
            ))}
          </ul>
        </TeamGroup>
      ) : null}
      {trainings.isLoading ? (
        <Skeleton rows={4} height={120} />
      ) : groups.length === 0 ? (
        <EmptyState icon={<Dumbbell size={32} />} title="Ingen kommende træninger" />
      ) : (
        groups.map((group) => (
          <TeamGroup
            key={group.key}
            id={`training-${group.key || 'club'}`}
            title={group.label}
            count={group.items.length}
            open={collapsed.isOpen(group.key)}
            onToggle={(open) => collapsed.setOpen(group.key, open)}
          >
            {settingFor(group.key) ? <ExpectedAttendanceToggle team={settingFor(group.key)!} /> : null}
            <ul className="list">
              {group.items.map((training) => (
                <TrainingCard
                  key={training.id}
                  training={training}
                  canRespond={isAskedToAnswer(user, { kind: 'training', team: training.team })}
                  canViewAll={can('training.availability.viewAll')}
                  canRegister={forEvent('attendance.manage', training.team)}
                  canRemind={forEvent('training.availability.viewAll', training.team)}
                />
              ))}
            </ul>
          </TeamGroup>
        ))
      )}
    </div>
  );
}
