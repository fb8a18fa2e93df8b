import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Match } from '@common/contracts/matches';
import type { TrainingListItem } from '@common/contracts/training';
import { takesAttendance } from '@common/domain/attendance';
import { AttendanceButton } from '../../components/AttendanceButton';
import { ClubEventCard, useClubEvents } from '../../features/club-events';
import { MatchItem, useMatches } from '../../features/matches';
import { TrainingAnswers, teamName, useTrainings } from '../../features/training';
import { groupByWeek } from '../../lib/calendar-weeks';
import { hasOwnTeamScope, ofMyTeam, type EventScope } from '../../lib/event-scope';
import { formatDateTime, formatLongDate } from '../../lib/format';
import { useTeams } from '../../lib/reads/teams';
import { useCan, useCanForTeam, useCurrentUser } from '../../lib/session';
import { Badge } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import { EventCard } from '../../components/EventCard';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { ScopeSwitch } from '../../components/TeamGroup';
import './kalender.css';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type CalendarEvent = ({ kind: 'match' } & Match) | ({ kind: 'training' } & TrainingListItem);

/**
 * Kalender (decision 078): the matches and trainings of the person's team(s) together, by week
 * ('Uge 48'), from this week on, today marked, each answerable in place. An added view: Kampe
 * and Træning stay as the spec has them. Composes the two areas' existing list reads.
 */
export default function KalenderScreen() {
  const { user } = useCurrentUser();
  const can = useCan();
  const { forEvent } = useCanForTeam();
  const matches = useMatches();
  const trainings = useTrainings();
  const teams = useTeams();
  // Arrangementer (decision 108): the reader's invitations, above the weeks.
  const clubEvents = useClubEvents();
  const [scope, setScope] = useState<EventScope>('mine');
  const personal = hasOwnTeamScope(user);
  const now = new Date();
  const all: CalendarEvent[] = [
    ...(matches.data ?? []).filter((m) => m.status !== 'completed').map((m) => ({ ...m, kind: 'match' as const })),
    ...(can('training.nav') ? (trainings.data ?? []) : []).map((t) => ({ ...t, kind: 'training' as const })),
  ];
  const shown = personal && scope === 'mine' ? ofMyTeam(all, user.team) : all;
  const weeks = groupByWeek(shown, now);
  const loading = matches.isLoading || trainings.isLoading;
  return (
    <div className="screen">
      <PageHeader title="Kalender" />
      {personal ? <ScopeSwitch value={scope} onChange={setScope} /> : null}
      {clubEvents.data && clubEvents.data.length > 0 ? (
        <section className="kalender-week" aria-labelledby="kalender-arrangementer">
          <h2 id="kalender-arrangementer" className="kalender-week-title">
            Arrangementer <Link to="/arrangementer" className="muted small">Se alle</Link>
          </h2>
          {clubEvents.data.slice(0, 3).map((event) => (
            <ClubEventCard key={event.id} event={event} />
          ))}
        </section>
      ) : null}
      {loading ? (
        <Spinner />
      ) : (
        weeks.map((week) => (
          <section key={week.key} className="kalender-week" aria-labelledby={`week-${week.key}`}>
            <h2 id={`week-${week.key}`} className="kalender-week-title">
              {week.label}
              {week.isCurrent ? <span className="muted small"> · denne uge</span> : null}
            </h2>
            {week.days.map((day) => (
              <section
                key={day.day}
                className={day.isToday ? 'kalender-day kalender-today' : 'kalender-day'}
                aria-labelledby={`day-${day.day}`}
                aria-current={day.isToday ? 'date' : undefined}
              >
                <h3 id={`day-${day.day}`} className="kalender-day-title">
                  {capitalised(formatLongDate(`${day.day}T12:00:00Z`))}
                  {day.isToday ? <Badge tone="club">I dag</Badge> : null}
                </h3>
                {day.events.length ? (
                  <ul className="list">
                    {day.events.map((event) =>
                      event.kind === 'match' ? (
                        <MatchItem
                          key={`m${event.id}`}
                          match={event}
                          showTeam
                          answers
                          attendance={forEvent('attendance.manage', event.team) && takesAttendance(event, now)}
                        />
                      ) : (
                        <TrainingEvent
                          key={`t${event.id}`}
                          training={event}
                          team={teamName(teams.data, event.team)}
                          registers={forEvent('attendance.manage', event.team) && takesAttendance(event, now)}
                        />
                      ),
                    )}
                  </ul>
                ) : (
                  <p className="small muted">Intet i dag.</p>
                )}
              </section>
            ))}
          </section>
        ))
      )}
      {!loading && weeks.every((w) => w.days.every((d) => d.events.length === 0)) ? (
        <EmptyState icon={<CalendarDays size={32} />} title="Ingen kommende kampe eller træninger" />
      ) : null}
    </div>
  );
}

/** A training in Kalender; staff who may register its attendance get Fremmøde once it has started (decision 072). */
function TrainingEvent({ training, team, registers }: { training: TrainingListItem; team: string; registers: boolean }) {
  const cancelled = training.status === 'cancelled';
  return (
    <EventCard
      className="training-card"
      date={training.date}
      cancelled={cancelled}
      title={cancelled ? <s>{training.title}</s> : training.title}
      badge={cancelled ? <Badge tone="red">Aflyst</Badge> : <Badge tone="blue">Træning</Badge>}
      meta={[
        <>
          <Clock size={14} aria-hidden="true" /> {formatDateTime(training.date)}
        </>,
        <>
          <MapPin size={14} aria-hidden="true" /> {training.location} · {team}
        </>,
      ]}
    >
      <TrainingAnswers training={training} />
      {registers ? (
        <div>
          <AttendanceButton kind="training" id={training.id} name={`${training.title} ${formatDateTime(training.date)}`} />
        </div>
      ) : null}
    </EventCard>
  );
}
