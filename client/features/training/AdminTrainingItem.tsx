import type { TrainingListItem } from '@common/contracts/training';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';

export type TrainingAction = 'edit' | 'toggle' | 'delete' | 'deleteRest';

/** A training on Administrer Træninger with its actions. */
export function AdminTrainingItem({ training, onAction }: { training: TrainingListItem; onAction: (action: TrainingAction, training: TrainingListItem) => void }) {
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
        </p>
        <div className="admin-training-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAction('edit', training)} aria-label={`Rediger ${training.title} ${formatDateTime(training.date)}`}>
            Rediger
          </button>
          <button
            type="button"
            className={`btn btn-sm ${cancelled ? 'btn-success' : 'btn-secondary'}`}
            onClick={() => onAction('toggle', training)}
            aria-label={`${cancelled ? 'Genaktiver' : 'Aflys'} ${training.title} ${formatDateTime(training.date)}`}
          >
            {cancelled ? 'Genaktiver' : 'Aflys'}
          </button>
          <button type="button" className="btn btn-danger btn-sm" onClick={() => onAction('delete', training)} aria-label={`Slet ${training.title} ${formatDateTime(training.date)}`}>
            Slet
          </button>
          {training.seriesId ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onAction('deleteRest', training)} aria-label={`Slet resten af serien fra ${formatDateTime(training.date)}`}>
              Slet resten af serien
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
