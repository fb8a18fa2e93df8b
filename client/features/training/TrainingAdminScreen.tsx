import { CalendarPlus, Plus, Repeat } from 'lucide-react';
import { useState } from 'react';
import type { TrainingListItem } from '@common/contracts/training';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useTeams } from '../../lib/reads/teams';
import { useCanForTeam } from '../../lib/session';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { TeamGroup } from '../../components/TeamGroup';
import { AdminTrainingItem, type TrainingAction } from './AdminTrainingItem';
import { groupByTeam, teamName } from './group-by-team';
import { SeriesFormDialog } from './SeriesFormDialog';
import { TrainingFormDialog } from './TrainingFormDialog';
import { useDeleteTraining, useTrainingPages, useUpdateTraining } from './training-api';
import './training.css';
import { trainingsDeletedText } from './training-texts';

/** Administrer Træninger (/training-admin): create, edit, cancel, reactivate and delete (part 2 §2). */
export default function TrainingAdminScreen() {
  const trainings = useTrainingPages();
  const teams = useTeams();
  const update = useUpdateTraining();
  const remove = useDeleteTraining();
  const [creating, setCreating] = useState<'single' | 'series' | null>(null);
  const [editing, setEditing] = useState<TrainingListItem | null>(null);
  const [confirm, setConfirm] = useState<{ training: TrainingListItem; rest: boolean } | null>(null);
  const { forEvent } = useCanForTeam();
  const now = Date.now();
  const all = trainings.data?.pages.flat() ?? [];
  const upcoming = all.filter((t) => new Date(t.date).getTime() > now);
  // Started in the last week (what the list reads back), newest first: Fremmøde the morning after (decision 072).
  const held = all.filter((t) => new Date(t.date).getTime() <= now).reverse();
  const [heldOpen, setHeldOpen] = useState(false);

  const onAction = (action: TrainingAction, training: TrainingListItem) => {
    if (action === 'edit') setEditing(training);
    if (action === 'delete' || action === 'deleteRest') setConfirm({ training, rest: action === 'deleteRest' });
    if (action === 'toggle') {
      const cancelling = training.status !== 'cancelled';
      update.mutate(
        { id: training.id, body: { status: cancelling ? 'cancelled' : 'scheduled' } },
        {
          onSuccess: () => showToast({ title: cancelling ? 'Træning aflyst' : 'Træning genaktiveret', variant: 'success' }),
          onError: (error) => showErrorToast(error, { title: 'Fejl', description: errorMessage(error, 'Kunne ikke opdatere træningen.') }),
        },
      );
    }
  };

  const onDelete = () => {
    if (!confirm) return;
    remove.mutate(
      { id: confirm.training.id, rest: confirm.rest },
      {
        onSuccess: (result) =>
          showToast({ title: 'Træning slettet', description: confirm.rest ? trainingsDeletedText(result.deleted) : undefined, variant: 'success' }),
        onError: (error) => showErrorToast(error, { title: 'Fejl', description: errorMessage(error, 'Kunne ikke slette træningen.') }),
        onSettled: () => setConfirm(null),
      },
    );
  };

  return (
    <div className="screen">
      <PageHeader title="Administrer Træninger" backTo="/training" />
      <div className="row">
        <Button onClick={() => setCreating('single')}>
          <Plus size={18} aria-hidden="true" /> Ny træning
        </Button>
        <Button variant="secondary" onClick={() => setCreating('series')}>
          <Repeat size={18} aria-hidden="true" /> Ny serie
        </Button>
      </div>
      {held.length ? (
        <TeamGroup id="training-admin-held" title="Afholdte træninger" count={held.length} open={heldOpen} onToggle={setHeldOpen}>
          <p className="small muted">Den seneste uge: registrér fremmødet, eller ret en træning.</p>
          <ul className="list">
            {held.map((t) => (
              <AdminTrainingItem
                key={t.id}
                training={t}
                onAction={onAction}
                canRegister={forEvent('attendance.manage', t.team)}
                teamLabel={teamName(teams.data, t.team)}
              />
            ))}
          </ul>
        </TeamGroup>
      ) : null}
      {trainings.isLoading ? (
        <Skeleton rows={4} height={96} />
      ) : upcoming.length === 0 ? (
        <EmptyState icon={<CalendarPlus size={32} />} title="Ingen kommende træninger" />
      ) : (
        groupByTeam(upcoming, teams.data ?? []).map((group) => (
          <section key={group.key} className="stack" aria-label={group.label}>
            <h2 className="training-group-title">{group.label}</h2>
            <ul className="list">
              {group.items.map((t) => (
                <AdminTrainingItem key={t.id} training={t} onAction={onAction} />
              ))}
            </ul>
          </section>
        ))
      )}
      {trainings.hasNextPage ? (
        <Button variant="secondary" block onClick={() => void trainings.fetchNextPage()} disabled={trainings.isFetchingNextPage}>
          {trainings.isFetchingNextPage ? 'Indlæser...' : 'Vis flere træninger'}
        </Button>
      ) : null}
      <TrainingFormDialog open={creating === 'single'} onClose={() => setCreating(null)} />
      <SeriesFormDialog open={creating === 'series'} onClose={() => setCreating(null)} />
      <TrainingFormDialog key={editing?.id ?? 'none'} open={editing !== null} onClose={() => setEditing(null)} training={editing ?? undefined} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.rest ? 'Slet resten af serien?' : 'Slet træning?'}
        description={
          confirm
            ? confirm.rest
              ? `Alle træninger i serien fra ${formatDateTime(confirm.training.date)} slettes. Det kan ikke fortrydes.`
              : `${confirm.training.title} ${formatDateTime(confirm.training.date)} slettes. Det kan ikke fortrydes.`
            : undefined
        }
        confirmLabel="Slet"
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
