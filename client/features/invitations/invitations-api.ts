import { useMutation, useQuery } from '@tanstack/react-query';
import type { LinkResponse, LinkRole, ValidateTokenResponse } from '@common/contracts/invitations';
import type { Team } from '@common/contracts/teams';
import { apiRequest } from '../../lib/api';

export const useTeamOptions = () => useQuery<Team[] | null>({ queryKey: ['/api/teams'], staleTime: 5 * 60_000 });

const ADMIN_ENDPOINT: Record<LinkRole, string> = {
  player: '/api/admin/generate-player-registration-link',
  coach: '/api/admin/generate-coach-registration-link',
  board: '/api/admin/generate-board-registration-link',
};

export const useGenerateAdminLink = () =>
  useMutation({
    mutationFn: ({ role, team }: { role: LinkRole; team: string }) =>
      apiRequest<LinkResponse>('POST', ADMIN_ENDPOINT[role], role === 'board' ? { role } : { team, role }),
  });

export const useGenerateTrainerLink = () =>
  useMutation({ mutationFn: (team: string) => apiRequest<LinkResponse>('POST', '/api/trainer/generate-registration-link', { team }) });

/** The link shown: the site origin plus /register/{kind}?token= (part 2 §7). */
export function registrationUrl(role: LinkRole, token: string): string {
  return `${window.location.origin}/register/${role}?token=${encodeURIComponent(token)}`;
}

export async function validateToken(token: string): Promise<ValidateTokenResponse> {
  return apiRequest<ValidateTokenResponse>('GET', `/api/validate-registration-token?token=${encodeURIComponent(token)}`);
}
