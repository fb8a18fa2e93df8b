import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Team } from '@common/contracts/teams';
import { apiRequest, errorMessage } from '../../lib/api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { TextField } from '../../ui/Field';

/** The teams' names as DBU writes them (D9): used to recognise the club's side in imports. */
export function TeamsCard() {
  const teams = useQuery<Team[] | null>({ queryKey: ['/api/teams'] });
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (team: Team) => {
    try {
      await apiRequest('PUT', `/api/admin/teams/${team.code}`, { dbuName: edits[team.code] ?? team.dbuName });
      setErrors({ ...errors, [team.code]: '' });
      await queryClient.invalidateQueries({ queryKey: ['/api/teams'] });
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
