import { Clock, MapPin } from 'lucide-react';
import type { TrainingListItem } from '@common/contracts/training';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { LinkifiedText } from '../../ui/LinkifiedText';
import { AvailabilityButtons } from './AvailabilityButtons';
import { AvailabilityDetails } from './AvailabilityDetails';
import { AttendanceButton } from '../../lib/AttendanceButton';

/** One training: a cancelled one is struck through with a badge and no buttons (part 2 §4). */
export function TrainingCard({
  training,
  canRespond,
  canViewAll,
}: {
  training: TrainingListItem;
  canRespond: boolean;
  canViewAll: boolean;
}) {
  const cancelled = training.status === 'cancelled';
  return (
    <li className={`list-item training-card${cancelled ? ' training-cancelled' : ''}`}>
      <div className="stack training-card-body">
        <div className="row-between">
          <h3 className="training-title">{cancelled ? <s>{training.title}</s> : training.title}</h3>
          {cancelled ? <Badge tone="red">Aflyst</Badge> : null}
        </div>
        <p className="row small muted">
          <Clock size={14} aria-hidden="true" /> {formatDateTime(training.date)}
        </p>
        <p className="row small muted">
          <MapPin size={14} aria-hidden="true" /> {training.location}
        </p>
        {training.notes ? <LinkifiedText className="small" text={training.notes} /> : null}
        {canRespond && !cancelled ? (
          <AvailabilityButtons
            trainingId={training.id}
            title={training.title}
            value={training.myAvailability}
          />
        ) : null}
        {canViewAll && !cancelled && new Date(training.date) <= new Date() ? (
          <div>
            <AttendanceButton kind="training" id={training.id} name={training.title} />
          </div>
        ) : null}
        {canViewAll ? (
          <AvailabilityDetails
            trainingId={training.id}
            availableCount={training.availableCount}
            unavailableCount={training.unavailableCount}
            expectedCount={training.expectedCount}
          />
        ) : null}
      </div>
    </li>
  );
}
