import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';
import type { Team } from '@common/contracts/teams';
import { call } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';

/** Forventet fremmøde til træning (issue 14 §4, decision 074): the team's coach or the admin turns it on or off. */
export function ExpectedAttendanceToggle({ team }: { team: Team }) {
  const hintId = useId();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (expected: boolean) =>
      call(teamsEndpoints.setExpectedAttendance, { params: { code: team.code }, body: { expected } }),
    onSuccess: () => {
      // Teams, the training counts and the open not-answered lists all change (a rare action).
      void queryClient.invalidateQueries();
    },
    onError: () => showToast({ title: 'Fejl', description: 'Kunne ikke gemme indstillingen.', variant: 'error' }),
  });
  return (
    <div className="expected-attendance">
      <label className="switch-row">
        <span>Forventet fremmøde til træning</span>
        <input
          type="checkbox"
          role="switch"
          aria-describedby={hintId}
          checked={save.isPending ? save.variables : team.expectedAttendance}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
      </label>
      <p id={hintId} className="small muted">
        Spillere der ikke har svaret, regnes som kommende
      </p>
    </div>
  );
}
