import { Award, ClipboardList, Shield, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Team } from '@common/contracts/teams';
import { matchTeams } from '@common/domain/match-teams';
import type { Role } from '@common/domain/roles';
import { useTeams } from '../../lib/reads/teams';
import { useCan, useCurrentUser } from '../../lib/session';
import { useClubIdentity } from '../../lib/club-config';
import { memberRoleLabel } from '@common/domain/club-identity';
import { Card, CardTitle } from '../../ui/Card';
import { SCREEN_ICONS } from '../../lib/navigation/screen-icons';
import { staffPanelLinks, type ScreenLink } from '../../lib/navigation/links';
import { TeamJoinLine } from '../../features/people/TeamJoinLine';

function LinkGrid({ links, compact }: { links: ScreenLink[]; compact?: boolean }) {
  return (
    <nav className={compact ? 'link-grid link-grid-compact' : 'link-grid'}>
      {links.map(({ path, label }) => {
        const Icon = SCREEN_ICONS[path];
        return (
          <Link key={path} to={path} className="link-tile">
            <Icon size={20} aria-hidden="true" />
            <span>{label}</span>
          </Link>
        );
      })}
    </nav>
  );
}

const PANEL_TITLES: Partial<Record<Role, { title: string; Icon: LucideIcon }>> = {
  admin: { title: 'Administration', Icon: Shield },
  board: { title: 'Bestyrelse', Icon: Shield },
  coach: { title: 'Trænerpanel', Icon: ClipboardList },
};

/**
 * The staff panel on Hjem (part 1 §2's admin and coach panels, and the board's): a link to every
 * staff screen the role may use, from the permission matrix (F19). A coach also
 * sees their team, or 'Ikke tildelt'. `compact`: smaller tiles, for the coach's panel at the top
 * of Hjem (decision 098).
 */
export function StaffPanel({ compact }: { compact?: boolean }) {
  const can = useCan();
  const { user } = useCurrentUser();
  const showTeam = can('home.coachPanel');
  const teams = useTeams({ enabled: showTeam });
  if (!user) return null;
  const links = staffPanelLinks(user.role);
  if (links.length === 0) return null;
  const { title, Icon } = PANEL_TITLES[user.role] ?? { title: 'Administration', Icon: Shield };
  const team = teams.data?.find((t) => t.code === user.team);
  return (
    <Card aria-label={title}>
      <CardTitle icon={<Icon size={18} aria-hidden="true" />}>{title}</CardTitle>
      {showTeam ? (
        <p className="small">
          Hold: <strong>{team?.displayName ?? 'Ikke tildelt'}</strong>
        </p>
      ) : null}
      {showTeam && user.team ? <TeamJoinLine team={user.team} /> : null}
      <LinkGrid links={links} compact={compact} />
    </Card>
  );
}

/**
 * Decision D6: the club's real number of senior teams, i.e. the teams that play league matches
 * (the first four by sort order, part 2 §3). Teams are data (D9): no team code is named here.
 */
export function countSeniorTeams(teams: readonly Team[]): number {
  return matchTeams(teams).length;
}

/** Member welcome card (role member): benefits, senior teams and the year they joined (D6). */
export function MemberWelcomeCard() {
  const can = useCan();
  const { user } = useCurrentUser();
  const teams = useTeams();
  const { shortName } = useClubIdentity();
  if (!can('home.memberWelcome') || !user) return null;
  const year = new Date(user.createdAt).getFullYear();
  return (
    <Card className="card-club" aria-label={`Velkommen som ${memberRoleLabel(shortName)}`}>
      <CardTitle icon={<Award size={18} aria-hidden="true" />}>Velkommen som {memberRoleLabel(shortName)}</CardTitle>
      <ul className="small" style={{ margin: 0, paddingLeft: 18 }}>
        <li>Adgang til alle seniorkampe</li>
        <li>Klubnyheder</li>
        <li>Rabat på arrangementer</li>
      </ul>
      <div className="row" style={{ gap: 16, marginTop: 8 }}>
        <p style={{ margin: 0 }}>
          <strong>{teams.data ? countSeniorTeams(teams.data) : '–'}</strong> seniorhold
        </p>
        <p style={{ margin: 0 }}>Medlem siden {year}</p>
      </div>
    </Card>
  );
}
