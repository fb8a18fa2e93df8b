import { Dumbbell, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { isAskedToAnswer } from '@common/domain/availability';
import { useCan, useCurrentUser } from '../../lib/session';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { groupByTeam } from './group-by-team';
import { ExpectedAttendanceToggle } from './ExpectedAttendanceToggle';
import { TrainingCard } from './TrainingCard';
import { useTeams } from '../../lib/reads/teams';
import { useTrainings } from './training-api';
import './training.css';

/** A training stays on the list until two hours after it started. */
const SHOW_AFTER_START_MS = 2 * 3600 * 1000;

/** Træninger (/training): upcoming trainings grouped by team (part 2 §2). */
export default function TrainingScreen() {
  const can = useCan();
  const { user } = useCurrentUser();
  const trainings = useTrainings();
  const teams = useTeams();
  const now = Date.now();
  const upcoming = (trainings.data ?? []).filter((t) => new Date(t.date).getTime() + SHOW_AFTER_START_MS > now);
  const groups = groupByTeam(upcoming, teams.data ?? []);
  if (!user) return null;
  // Forventet fremmøde (decision 074): the team's coach, or the admin, switches it above the team's list.
  const settingFor = (code: string) =>
    code && (user.role === 'admin' || (user.role === 'coach' && user.team === code))
      ? (teams.data ?? []).find((t) => t.code === code)
      : undefined;
  return (
    <div className="screen">
      <PageHeader
        title="Træninger"
        actions={
          can('training.manage') ? (
            <Link to="/training-admin" className="btn btn-secondary btn-sm">
              <Settings size={16} aria-hidden="true" /> Administrer
            </Link>
          ) : null
        }
      />
      {trainings.isLoading ? (
        <Skeleton rows={4} height={120} />
      ) : groups.length === 0 ? (
        <EmptyState icon={<Dumbbell size={32} />} title="Ingen kommende træninger" />
      ) : (
        groups.map((group) => (
          <section key={group.key} className="stack" aria-labelledby={`team-${group.key || 'club'}`}>
            <h2 id={`team-${group.key || 'club'}`} className="training-group-title">
              {group.label}
            </h2>
            {settingFor(group.key) ? <ExpectedAttendanceToggle team={settingFor(group.key)!} /> : null}
            <ul className="list">
              {group.items.map((training) => (
                <TrainingCard
                  key={training.id}
                  training={training}
                  canRespond={isAskedToAnswer(user, { kind: 'training', team: training.team })}
                  canViewAll={can('training.availability.viewAll')}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
