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
import type {
  AcceptPersonalInvitationRequest,
  PersonalInvitationsResult,
  PersonalInvitationView,
  PersonalTokenQuery,
  RenewPersonalInvitationRequest,
  RenewPersonalInvitationResult,
  SendPersonalInvitationsRequest,
  TeamJoinSummary,
  WithdrawPersonalInvitationResult,
} from '../personal-invitations';
import { del, get, post } from '../endpoint';

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

/** Personal invitations (decision 101): staff send, send again and withdraw; the invitee's page. */
export const personalInvitationsEndpoints = {
  /** `{ userIds }` (an import's result) or `{ team }`: admin and board anyone, a coach their teams. */
  send: post<PersonalInvitationsResult, SendPersonalInvitationsRequest>()('/api/invitations/personal'),
  resend: post<PersonalInvitationsResult>()('/api/invitations/personal/:userId/resend'),
  withdraw: del<WithdrawPersonalInvitationResult>()('/api/invitations/personal/:userId'),
  /** "7 af 22 har ikke oprettet sig endnu". */
  teamSummary: get<TeamJoinSummary>()('/api/invitations/personal/team/:code'),
  /** Public: the invitation page by its token. */
  open: get<PersonalInvitationView, undefined, PersonalTokenQuery>()('/api/invitations/personal/open'),
  accept: post<LoginResponse, AcceptPersonalInvitationRequest>()('/api/invitations/personal/accept'),
  /** Public: 'Send et nyt link' from a link that ran out; the same answer whatever happened. */
  renew: post<RenewPersonalInvitationResult, RenewPersonalInvitationRequest>()('/api/invitations/personal/renew'),
};
