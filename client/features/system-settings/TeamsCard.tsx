import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';
import { updateTeamRequest, type Team, type UpdateTeamRequest } from '@common/contracts/teams';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { TEAMS_KEY, useTeams } from '../../lib/reads/teams';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { TextField } from '../../ui/Field';

/** One team's DBU name: a small form of its own, its message under its field. */
function TeamRow({ team }: { team: Team }) {
  const queryClient = useQueryClient();
  const form = useForm<UpdateTeamRequest>({
    resolver: zodResolver(updateTeamRequest),
    reValidateMode: 'onSubmit',
    values: { dbuName: team.dbuName },
  });
  const save = form.handleSubmit(async (body) => {
    try {
      await call(teamsEndpoints.update, { params: { code: team.code }, body });
      await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
      showToast({ title: 'Hold opdateret', variant: 'success' });
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) form.setError('dbuName', { type: 'server', message: errorMessage(error, 'Kunne ikke gemme holdet.') });
    }
  });
  return (
    <form className="row team-row" noValidate onSubmit={(e) => void save(e)}>
      <TextField label={team.displayName} error={form.formState.errors.dbuName?.message} {...form.register('dbuName')} />
      <Button type="submit" variant="secondary" size="sm" aria-label={`Gem DBU-navn for ${team.displayName}`}>
        Gem
      </Button>
    </form>
  );
}

/** The teams' names as DBU writes them (D9): used to recognise the club's side in imports. */
export function TeamsCard() {
  const teams = useTeams();
  return (
    <Card>
      <CardTitle>Hold (DBU-navne)</CardTitle>
      {(teams.data ?? []).map((team) => (
        <TeamRow key={team.code} team={team} />
      ))}
    </Card>
  );
}
