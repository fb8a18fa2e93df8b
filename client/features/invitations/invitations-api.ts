import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  LinkRegistrationRequest,
  LinkRole,
  LinkValidity,
  ValidateTokenResponse,
} from '@common/contracts/invitations';
import type { LoginResponse } from '@common/contracts/auth';
import { invitationsEndpoints as api } from '@common/contracts/endpoints/invitations';
import { call, queryKeyOf } from '../../lib/api-client';

export const useGenerateAdminLink = () =>
  useMutation({
    mutationFn: ({ role, team, validity }: { role: LinkRole; team: string; validity: LinkValidity }) => {
      if (role === 'board') return call(api.boardLink, { body: { role } });
      return role === 'coach'
        ? call(api.coachLink, { body: { team, role } })
        : call(api.playerLink, { body: { team, role, validity } });
    },
  });

export const useGenerateTrainerLink = () =>
  useMutation({
    mutationFn: ({ team, validity }: { team: string; validity: LinkValidity }) =>
      call(api.trainerLink, { body: { team, validity } }),
  });

/** The link shown: the site origin plus /register/{kind}?token= (part 2 §7). */
export function registrationUrl(role: LinkRole, token: string): string {
  return `${window.location.origin}/register/${role}?token=${encodeURIComponent(token)}`;
}

/** Whether a registration link's token is valid, and what it registers. */
export const registrationTokenQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeyOf(api.validateToken, { query: { token } }),
    queryFn: (): Promise<ValidateTokenResponse> => call(api.validateToken, { query: { token } }),
  });

const REGISTER = { player: api.registerPlayer, coach: api.registerCoach, board: api.registerBoard } as const;

/** Registers through an invitation link of the given kind; the answer signs the new person in. */
export function registerWithLink(kind: LinkRole, body: LinkRegistrationRequest): Promise<LoginResponse> {
  return call(REGISTER[kind], { body });
}
