import type { TrainingListItem } from '@common/contracts/training';
import { takesAttendance } from '@common/domain/attendance';
import { AttendanceButton } from '../../components/AttendanceButton';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';

export type TrainingAction = 'edit' | 'toggle' | 'delete' | 'deleteRest';

/** A training on Administrer Træninger with its actions; Fremmøde once it has started (decision 072). */
export function AdminTrainingItem({
  training,
  onAction,
  canRegister = false,
  teamLabel,
}: {
  training: TrainingListItem;
  onAction: (action: TrainingAction, training: TrainingListItem) => void;
  /** The coach of the training's team (or any coach, club-wide), board and admin (decision 093). */
  canRegister?: boolean;
  /** The team's name, where the list is not grouped by team. */
  teamLabel?: string;
}) {
  const cancelled = training.status === 'cancelled';
  return (
    <li className={`list-item training-card${cancelled ? ' training-cancelled' : ''}`}>
      <div className="stack training-card-body">
        <div className="row-between">
          <h3 className="training-title">{cancelled ? <s>{training.title}</s> : training.title}</h3>
          {cancelled ? <Badge tone="red">Aflyst</Badge> : null}
          {training.seriesId && !cancelled ? <Badge tone="blue">Serie</Badge> : null}
        </div>
        <p className="small muted">
          {formatDateTime(training.date)} · {training.location}
          {teamLabel ? ` · ${teamLabel}` : ''}
        </p>
        <div className="admin-training-actions">
          {canRegister && takesAttendance(training) ? (
            <AttendanceButton kind="training" id={training.id} name={`${training.title} ${formatDateTime(training.date)}`} />
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => onAction('edit', training)} aria-label={`Rediger ${training.title} ${formatDateTime(training.date)}`}>
            Rediger
          </Button>
          <Button
            variant={cancelled ? 'success' : 'secondary'}
            size="sm"
            onClick={() => onAction('toggle', training)}
            aria-label={`${cancelled ? 'Genaktiver' : 'Aflys'} ${training.title} ${formatDateTime(training.date)}`}
          >
            {cancelled ? 'Genaktiver' : 'Aflys'}
          </Button>
          <Button variant="danger" size="sm" onClick={() => onAction('delete', training)} aria-label={`Slet ${training.title} ${formatDateTime(training.date)}`}>
            Slet
          </Button>
          {training.seriesId ? (
            <Button variant="ghost" size="sm" onClick={() => onAction('deleteRest', training)} aria-label={`Slet resten af serien fra ${formatDateTime(training.date)}`}>
              Slet resten af serien
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
