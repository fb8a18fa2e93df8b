import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { playersEndpoints } from '@common/contracts/endpoints/players';
import type { Person } from '@common/contracts/people';
import { mayGiveTeamRole, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@common/domain/team-roles';
import { withinTeamScope } from '@common/domain/team-scope';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/api-client';
import { useTeams } from '../../lib/reads/teams';
import { useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { MEMBERS_KEY, PLAYERS_KEY } from './people-api';

interface Row {
  team: string;
  role: TeamRole;
}

/**
 * Holdtilknytning (decision 107): every team of the person and their role on each. The server
 * decides; this shows only what the user may give: Træner and Assistenttræner by board and admin,
 * a coach on the teams they coach.
 */
export function TeamMembershipsEditor({ person }: { person: Person }) {
  const { user } = useCurrentUser();
  const teams = useTeams();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(person.teams.map((m) => ({ team: m.team, role: m.role })));
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const active = teams.data ?? [];
  const mayEdit = (team: string) => withinTeamScope(user, team);
  const unused = active.filter((t) => !rows.some((r) => r.team === t.code) && mayEdit(t.code));
  const name = (code: string) => active.find((t) => t.code === code)?.displayName ?? code;
  const set = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = async () => {
    setSaving(true);
    try {
      await call(playersEndpoints.setTeams, { params: { id: person.id }, body: { memberships: rows } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PLAYERS_KEY }),
        queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
      ]);
      showToast({ title: 'Hold gemt', variant: 'success' });
    } catch (error) {
      showToast({ title: errorMessage(error, 'Kunne ikke gemme holdene.'), variant: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="team-memberships" aria-labelledby={`teams-of-${person.id}`}>
      <h3 id={`teams-of-${person.id}`}>Hold og roller</h3>
      <p className="muted">En person kan være på flere hold med én rolle på hvert. Det første hold er det, der står under Hold ovenfor.</p>
      <ul className="team-memberships-list">
        {rows.map((row, i) => {
          const editable = mayEdit(row.team) && mayGiveTeamRole(user.role, row.role);
          return (
            <li key={i} className="row team-membership-row">
              <SelectField
                label={`Hold ${i + 1}`}
                value={row.team}
                disabled={!editable}
                onChange={(e) => set(i, { team: e.target.value })}
              >
                {[...active.filter((t) => t.code === row.team), ...unused].map((t) => (
                  <option key={t.code} value={t.code}>
                    {t.displayName}
                  </option>
                ))}
                {active.some((t) => t.code === row.team) ? null : <option value={row.team}>{name(row.team)}</option>}
              </SelectField>
              <SelectField
                label={`Rolle på ${name(row.team)}`}
                value={row.role}
                disabled={!editable}
                onChange={(e) => set(i, { role: e.target.value as TeamRole })}
              >
                {TEAM_ROLES.filter((r) => r === row.role || mayGiveTeamRole(user.role, r)).map((r) => (
                  <option key={r} value={r}>
                    {TEAM_ROLE_LABELS[r]}
                  </option>
                ))}
              </SelectField>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Fjern ${name(row.team)}`}
                disabled={!editable}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                <Trash2 size={18} aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="row">
        {unused.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => setRows([...rows, { team: unused[0]!.code, role: 'player' }])}>
            <Plus size={16} aria-hidden="true" /> Tilføj hold
          </Button>
        ) : null}
        <Button size="sm" loading={saving} onClick={() => void save()}>
          Gem hold
        </Button>
      </div>
    </section>
  );
}
