import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';
import type { Team } from '@common/contracts/teams';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/api-client';
import { hubBackTo } from '../../lib/navigation/links';
import { useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { TeamDetailDialog } from './TeamDetailDialog';
import { invalidateTeams, useAllTeams } from './teams-queries';
import './teams-admin.css';

/**
 * Administrer hold (/admin/teams, admin; decision 107): create, rename, order and archive the
 * club's teams. An archived team leaves every list and picker and keeps its history.
 */
export default function TeamsAdminScreen() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const teams = useAllTeams();
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Team | null>(null);
  const [busy, setBusy] = useState(false);
  const active = (teams.data ?? []).filter((t) => !t.archived);
  const archived = (teams.data ?? []).filter((t) => t.archived);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      await invalidateTeams(queryClient);
      showToast({ title: done, variant: 'success' });
    } catch (error) {
      showToast({ title: errorMessage(error, 'Det lykkedes ikke. Prøv igen.'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const codes = active.map((t) => t.code);
    const [code] = codes.splice(index, 1);
    codes.splice(index + by, 0, code!);
    void run(() => call(teamsEndpoints.order, { body: { codes } }), 'Rækkefølgen er gemt');
  };
  const setArchived = (team: Team, value: boolean) =>
    run(
      () => call(teamsEndpoints.archive, { params: { code: team.code }, body: { archived: value } }),
      value ? `${team.displayName} er arkiveret` : `${team.displayName} er aktivt igen`,
    );

  return (
    <div className="screen teams-admin">
      <PageHeader
        title="Administrer hold"
        backTo={hubBackTo(user?.role)}
        subtitle="Opret, omdøb, sorter og arkivér klubbens hold"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus size={18} aria-hidden="true" /> Opret hold
          </Button>
        }
      />
      <Card>
        <CardTitle>Aktive hold</CardTitle>
        {teams.isPending ? (
          <Skeleton rows={3} height={56} />
        ) : active.length === 0 ? (
          <EmptyState title="Ingen hold endnu">Opret klubbens første hold.</EmptyState>
        ) : (
          <ol className="teams-admin-list" aria-label="Aktive hold i klubbens rækkefølge">
            {active.map((team, i) => (
              <li key={team.code} className="teams-admin-row">
                <div className="teams-admin-name">
                  <strong>{team.displayName}</strong>
                  <span className="muted">
                    {[team.leagueLabel, team.dbuName && `DBU: ${team.dbuName}`, `Trup: ${team.squadSize ?? 'standard'}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {team.expectedAttendance ? <Badge tone="blue">Forventet fremmøde</Badge> : null}
                </div>
                <div className="row teams-admin-actions">
                  <Button variant="ghost" size="icon" aria-label={`Flyt ${team.displayName} op`} disabled={busy || i === 0} onClick={() => move(i, -1)}>
                    <ArrowUp size={18} aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Flyt ${team.displayName} ned`}
                    disabled={busy || i === active.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown size={18} aria-hidden="true" />
                  </Button>
                  <Button variant="secondary" size="sm" aria-label={`Rediger ${team.displayName}`} onClick={() => setEditing(team)}>
                    Rediger
                  </Button>
                  <Button variant="secondary" size="sm" aria-label={`Arkivér ${team.displayName}`} onClick={() => setArchiving(team)}>
                    Arkivér
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>
      {archived.length > 0 ? (
        <Card>
          <CardTitle>Arkiverede hold</CardTitle>
          <p className="muted">Arkiverede hold vises ikke i lister og valg; deres kampe, træninger og statistik er gemt.</p>
          <ul className="teams-admin-list" aria-label="Arkiverede hold">
            {archived.map((team) => (
              <li key={team.code} className="teams-admin-row">
                <div className="teams-admin-name">
                  <strong>{team.displayName}</strong>
                  <span className="muted">{team.leagueLabel}</span>
                </div>
                <Button variant="secondary" size="sm" aria-label={`Genskab ${team.displayName}`} disabled={busy} onClick={() => void setArchived(team, false)}>
                  Genskab
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <TeamDetailDialog
        open={editing !== null}
        team={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={archiving !== null}
        title={`Arkivér ${archiving?.displayName ?? ''}?`}
        description="Holdet forsvinder fra lister og valg. Kampe, træninger, statistik og holdets medlemmer gemmes, og du kan genskabe holdet."
        confirmLabel="Arkivér"
        busy={busy}
        onCancel={() => setArchiving(null)}
        onConfirm={() => {
          const team = archiving!;
          setArchiving(null);
          void setArchived(team, true);
        }}
      />
    </div>
  );
}
