import type { LoginResponse } from '../auth';
import type {
  BoardLinkRequest,
  CoachLinkRequest,
  LinkRegistrationRequest,
  LinkResponse,
  PlayerLinkRequest,
  TrainerLinkRequest,
  ValidateTokenQuery,
  ValidateTokenResponse,
} from '../invitations';
import { get, post } from '../endpoint';

/** Invitation links and registering through them (part 2 §7). */
export const invitationsEndpoints = {
  playerLink: post<LinkResponse, PlayerLinkRequest>()('/api/admin/generate-player-registration-link'),
  coachLink: post<LinkResponse, CoachLinkRequest>()('/api/admin/generate-coach-registration-link'),
  boardLink: post<LinkResponse, BoardLinkRequest>()('/api/admin/generate-board-registration-link'),
  /** A coach's player link for their team. */
  trainerLink: post<LinkResponse, TrainerLinkRequest>()('/api/trainer/generate-registration-link'),
  validateToken: get<ValidateTokenResponse, undefined, ValidateTokenQuery>()('/api/validate-registration-token'),
  registerPlayer: post<LoginResponse, LinkRegistrationRequest>()('/api/register-player'),
  registerCoach: post<LoginResponse, LinkRegistrationRequest>()('/api/register-coach'),
  registerBoard: post<LoginResponse, LinkRegistrationRequest>()('/api/register-board'),
};
