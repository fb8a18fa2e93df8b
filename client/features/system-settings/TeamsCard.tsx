import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';
import type { Team } from '@common/contracts/teams';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/api-client';
import { TEAMS_KEY, useTeams } from '../../lib/reads/teams';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { TextField } from '../../ui/Field';

/** The teams' names as DBU writes them (D9): used to recognise the club's side in imports. */
export function TeamsCard() {
  const teams = useTeams();
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (team: Team) => {
    try {
      await call(teamsEndpoints.update, { params: { code: team.code }, body: { dbuName: edits[team.code] ?? team.dbuName } });
      setErrors({ ...errors, [team.code]: '' });
      await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
      showToast({ title: 'Hold opdateret', variant: 'success' });
    } catch (error) {
      setErrors({ ...errors, [team.code]: errorMessage(error, 'Kunne ikke gemme holdet.') });
    }
  };
  return (
    <Card>
      <CardTitle>Hold (DBU-navne)</CardTitle>
      {(teams.data ?? []).map((team) => (
        <div key={team.code} className="row team-row">
          <TextField
            label={team.displayName}
            value={edits[team.code] ?? team.dbuName}
            error={errors[team.code] || undefined}
            onChange={(e) => setEdits({ ...edits, [team.code]: e.target.value })}
          />
          <Button variant="secondary" size="sm" onClick={() => void save(team)} aria-label={`Gem DBU-navn for ${team.displayName}`}>
            Gem
          </Button>
        </div>
      ))}
    </Card>
  );
}
