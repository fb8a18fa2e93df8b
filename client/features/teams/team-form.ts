import type { CreateTeamRequest, Team } from '@common/contracts/teams';

/** The Administrer hold form's fields: the squad size as typed (empty: the default). */
export interface TeamFormValues {
  displayName: string;
  leagueLabel: string;
  dbuName: string;
  squadSize: string;
  expectedAttendance: boolean;
}

export function teamFormValues(team?: Team): TeamFormValues {
  return {
    displayName: team?.displayName ?? '',
    leagueLabel: team?.leagueLabel ?? '',
    dbuName: team?.dbuName ?? '',
    squadSize: team?.squadSize == null ? '' : String(team.squadSize),
    expectedAttendance: team?.expectedAttendance ?? false,
  };
}

/** The request body; the server checks every field and answers in Danish. */
export function toTeamRequest(values: TeamFormValues): Required<CreateTeamRequest> {
  const size = values.squadSize.trim();
  return {
    displayName: values.displayName,
    leagueLabel: values.leagueLabel,
    dbuName: values.dbuName,
    squadSize: size === '' ? null : Number(size),
    expectedAttendance: values.expectedAttendance,
  };
}
