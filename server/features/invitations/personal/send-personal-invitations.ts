import type { TeamMembership } from '@common/domain/team-roles';
import type {
  PersonalInvitationsResult,
  SendPersonalInvitationsRequest,
} from '@common/contracts/personal-invitations';
import type { Role } from '@common/domain/roles';
import { withinTeamScope } from '@common/domain/team-scope';
import type { AppDeps } from '../../../app-deps';
import { invalidInput, notFound } from '../../../core/domain-error';
import { takeInvitationQuota } from '../../../core/mail/mail-quota';
import { notOwnTeam, requireTeamScope } from '../../../core/teams/team-scope';
import { personalInvitationMail } from './personal-invitation-mail';
import { personalInvitationsRepository, type Invitee } from './personal-invitations.repository';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'now' | 'teams'>;

export interface Sender {
  id: number;
  role: Role;
  team: string | null;
  teams: readonly TeamMembership[];
  firstName: string;
  lastName: string;
}

const TEAM_UNKNOWN = 'Holdet findes ikke';
const PERSON_UNKNOWN = 'Personen findes ikke';

/** "3 invitationer sendt. 1 fik en for under et døgn siden. 2 har allerede oprettet sig. 1 har ingen email." */
export function resultMessage(r: Omit<PersonalInvitationsResult, 'message'>): string {
  const parts = [r.sent === 1 ? '1 invitation sendt.' : `${r.sent} invitationer sendt.`];
  if (r.sentRecently > 0)
    parts.push(`${r.sentRecently} fik en for under et døgn siden og får ikke en til endnu.`);
  if (r.alreadyJoined > 0) parts.push(`${r.alreadyJoined} har allerede oprettet sig.`);
  if (r.noEmail > 0) parts.push(`${r.noEmail} har ingen email.`);
  if (r.withdrawn > 0) parts.push(`${r.withdrawn} har fået deres invitation trukket tilbage.`);
  return parts.join(' ');
}

/** The people a request names: every one must exist and be within the sender's reach. */
async function peopleOf(
  deps: Deps,
  sender: Sender,
  input: SendPersonalInvitationsRequest,
): Promise<Invitee[]> {
  const repo = personalInvitationsRepository(deps.db);
  if (input.team) {
    if (!(await deps.teams.exists(input.team))) throw invalidInput(TEAM_UNKNOWN, { team: TEAM_UNKNOWN });
    requireTeamScope(sender, input.team);
    return repo.teamInvitees(input.team);
  }
  const ids = [...new Set(input.userIds ?? [])];
  const people = await repo.invitees(ids);
  if (people.length !== ids.length) throw invalidInput(PERSON_UNKNOWN, { userIds: PERSON_UNKNOWN });
  // A coach invites the people of the teams they coach (D20, decision 093): one outside refuses the whole request.
  if (people.some((p) => !withinTeamScope(sender, p.team))) throw notOwnTeam();
  return people;
}

/**
 * POST /api/invitations/personal (decision 101): a personal invitation by e-mail to each person
 * named, or to everyone on a team. People who have joined or have no address are skipped and
 * counted; someone mailed within 24 hours is skipped and counted (S21). The mails count against
 * the sender's day (S21): a request that would pass the ceiling is refused whole and records
 * nothing. Each person's new link ends their earlier one.
 */
export async function sendPersonalInvitations(
  deps: Deps,
  sender: Sender,
  input: SendPersonalInvitationsRequest,
): Promise<PersonalInvitationsResult> {
  const people = await peopleOf(deps, sender, input);
  const joined = people.filter((p) => p.joined);
  const noEmail = people.filter((p) => !p.joined && !p.email);
  // A team's send leaves alone those whose invitation staff withdrew; naming the person sends again.
  const withdrawn = input.team ? people.filter((p) => !p.joined && p.email && p.withdrawn) : [];
  const candidates = people.filter((p) => !p.joined && p.email && !(input.team && p.withdrawn));
  const now = deps.now();
  const sent = await deps.db.transaction(async (tx) => {
    const rows = await personalInvitationsRepository(tx).recordSends(
      candidates.map((p) => p.id),
      sender.id,
      now,
    );
    await takeInvitationQuota(tx, sender, rows.length, now);
    return rows;
  });

  const byId = new Map(candidates.map((p) => [p.id, p]));
  const teamNames = new Map((await deps.teams.list()).map((t) => [t.code, t.displayName]));
  const senderName = `${sender.firstName} ${sender.lastName}`;
  await deps.mail.enqueue(
    sent.map((s) => {
      const person = byId.get(s.userId)!;
      return personalInvitationMail(person, s, 'invitation', {
        teamName: person.team ? (teamNames.get(person.team) ?? null) : null,
        senderName,
      });
    }),
  );
  const counts = {
    sent: sent.length,
    sentRecently: candidates.length - sent.length,
    alreadyJoined: joined.length,
    noEmail: noEmail.length,
    withdrawn: withdrawn.length,
  };
  return { ...counts, message: resultMessage(counts) };
}

/** POST /api/invitations/personal/:userId/resend: the same for one person (their new link ends the old one). */
export async function resendPersonalInvitation(deps: Deps, sender: Sender, userId: number) {
  const [person] = await personalInvitationsRepository(deps.db).invitees([userId]);
  if (!person) throw notFound(PERSON_UNKNOWN);
  return sendPersonalInvitations(deps, sender, { userIds: [userId] });
}

/** DELETE /api/invitations/personal/:userId: the link stops working at once; no reminders follow. */
export async function withdrawPersonalInvitation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  sender: Sender,
  userId: number,
) {
  const repo = personalInvitationsRepository(deps.db);
  const [person] = await repo.invitees([userId]);
  if (!person) throw notFound(PERSON_UNKNOWN);
  requireTeamScope(sender, person.team);
  return { withdrawn: await repo.withdraw(userId, deps.now()) };
}
