import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';
import type { Team } from '@common/contracts/teams';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CheckboxField, TextField } from '../../ui/Field';
import { teamFormValues, toTeamRequest, type TeamFormValues } from './team-form';
import { invalidateTeams } from './teams-queries';

/**
 * One team on Administrer hold (decision 107): its name, league label, DBU name, squad size and
 * Forventet fremmøde; a new team when `team` is null. A team's further panels (e.g. its DBU
 * link) go below the form, inside this dialog.
 */
export function TeamDetailDialog({ team, open, onClose }: { team: Team | null; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<TeamFormValues>({ values: teamFormValues(team ?? undefined), reValidateMode: 'onSubmit' });
  const errors = form.formState.errors;
  const save = form.handleSubmit(async (values) => {
    try {
      const body = toTeamRequest(values);
      if (team) await call(teamsEndpoints.edit, { params: { code: team.code }, body });
      else await call(teamsEndpoints.create, { body });
      await invalidateTeams(queryClient);
      showToast({ title: team ? 'Hold gemt' : 'Hold oprettet', variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) {
        showToast({ title: errorMessage(error, 'Kunne ikke gemme holdet.'), variant: 'error' });
      }
    }
  });
  const formId = team ? `team-form-${team.code}` : 'team-form-new';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={team ? `Rediger ${team.displayName}` : 'Opret hold'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuller
          </Button>
          <Button type="submit" form={formId} loading={form.formState.isSubmitting}>
            {team ? 'Gem' : 'Opret hold'}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={(e) => void save(e)}>
        <TextField label="Holdets navn" autoComplete="off" error={errors.displayName?.message} {...form.register('displayName')} />
        <TextField label="Række" hint="F.eks. Serie 3, pulje 5" error={errors.leagueLabel?.message} {...form.register('leagueLabel')} />
        <TextField label="DBU-navn" hint="Holdets navn, som DBU skriver det" error={errors.dbuName?.message} {...form.register('dbuName')} />
        <TextField
          label="Truppens størrelse"
          inputMode="numeric"
          hint="Tom: 16 (12 til 8-mands)"
          error={errors.squadSize?.message}
          {...form.register('squadSize')}
        />
        <CheckboxField label="Forventet fremmøde til træning" {...form.register('expectedAttendance')} />
      </form>
    </Dialog>
  );
}
