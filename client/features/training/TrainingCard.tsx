import { Clock, MapPin } from 'lucide-react';
import type { TrainingListItem } from '@common/contracts/training';
import { takesAttendance } from '@common/domain/attendance';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { EventAnswers } from '../../components/EventAnswers';
import { EventCard } from '../../components/EventCard';
import { LinkifiedText } from '../../ui/LinkifiedText';
import { AvailabilityButtons } from './AvailabilityButtons';
import { AvailabilityDetails } from './AvailabilityDetails';
import { AttendanceButton } from '../../components/AttendanceButton';

/** ' · 4 forventet' after the counts when Forventet fremmøde counts unanswered players as coming (decision 074). */
export function expectedText(expectedCount: number): string {
  return expectedCount > 0 ? ` · ${expectedCount} forventet` : '';
}

/** One training: a cancelled one is struck through with a badge and no buttons (part 2 §4). */
export function TrainingCard({
  training,
  canRespond,
  canViewAll,
  canRegister,
  canRemind,
  teamLabel,
}: {
  training: TrainingListItem;
  canRespond: boolean;
  canViewAll: boolean;
  /** Fremmøde and Påmind nu: a coach for the teams they coach and club-wide trainings (D20). */
  canRegister: boolean;
  canRemind: boolean;
  /** The team's name, when the list is not grouped by team. */
  teamLabel?: string;
}) {
  const cancelled = training.status === 'cancelled';
  return (
    <EventCard
      className="training-card"
      date={training.date}
      cancelled={cancelled}
      title={cancelled ? <s>{training.title}</s> : training.title}
      badge={cancelled ? <Badge tone="red">Aflyst</Badge> : null}
      meta={[
        <>
          <Clock size={14} aria-hidden="true" /> {formatDateTime(training.date)}
        </>,
        <>
          <MapPin size={14} aria-hidden="true" /> {training.location}
          {teamLabel ? ` · ${teamLabel}` : ''}
        </>,
      ]}
    >
      {training.notes ? <LinkifiedText className="small" text={training.notes} /> : null}
      {!cancelled ? (
        <EventAnswers
          name={`${training.title} ${formatDateTime(training.date)}`}
          answers={training.answers}
          myAnswer={training.myAvailability}
          canAnswer={false}
          busy={false}
          onAnswer={() => undefined}
          extra={expectedText(training.expectedCount)}
        />
      ) : null}
      {canRespond && !cancelled ? (
        <AvailabilityButtons trainingId={training.id} title={training.title} value={training.myAvailability} />
      ) : null}
      {canRegister && takesAttendance(training) ? (
        <div>
          <AttendanceButton kind="training" id={training.id} name={`${training.title} ${formatDateTime(training.date)}`} />
        </div>
      ) : null}
      {canViewAll ? (
        <AvailabilityDetails
          trainingId={training.id}
          availableCount={training.availableCount}
          unavailableCount={training.unavailableCount}
          expectedCount={training.expectedCount}
          canRemind={canRemind}
        />
      ) : null}
    </EventCard>
  );
}
