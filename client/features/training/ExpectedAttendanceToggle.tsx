import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';
import type { Team } from '@common/contracts/teams';
import { call } from '../../lib/api-client';
import { TEAMS_KEY } from '../../lib/reads/teams';
import { showToast } from '../../lib/toast-store';

/** Forventet fremmøde til træning (decision 074): the team's coach or the admin turns it on or off. */
export function ExpectedAttendanceToggle({ team }: { team: Team }) {
  const hintId = useId();
  const queryClient = useQueryClient();
  // The switch follows the click at once (a controlled input would otherwise snap back until the answer).
  const [pending, setPending] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (expected: boolean) =>
      call(teamsEndpoints.setExpectedAttendance, { params: { code: team.code }, body: { expected } }),
    onSuccess: (saved) => {
      // The switch shows the saved value at once; the training counts and open lists refetch.
      queryClient.setQueryData<Team[] | null>(TEAMS_KEY, (list) => list?.map((t) => (t.code === saved.code ? saved : t)) ?? list);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== TEAMS_KEY[0] });
    },
    onSettled: () => setPending(null),
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
          checked={pending ?? team.expectedAttendance}
          disabled={save.isPending}
          onChange={(e) => {
            setPending(e.target.checked);
            save.mutate(e.target.checked);
          }}
        />
      </label>
      <p id={hintId} className="small muted">
        Spillere der ikke har svaret, regnes som kommende
      </p>
    </div>
  );
}
