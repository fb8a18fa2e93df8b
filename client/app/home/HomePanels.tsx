import { Award, CalendarPlus, ClipboardList, Megaphone, Shield, Upload, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Team } from '@common/contracts/teams';
import { matchTeams } from '@common/domain/match-teams';
import { useCan, useCurrentUser } from '../../lib/session';
import { Card, CardTitle } from '../../ui/Card';

function LinkGrid({ links }: { links: Array<[string, string, ReactNode]> }) {
  return (
    <nav className="link-grid">
      {links.map(([to, label, icon]) => (
        <Link key={to} to={to} className="link-tile">
          {icon}
          <span>{label}</span>
        </Link>
      ))}
    </nav>
  );
}

const ADMIN_LINKS: Array<[string, string, ReactNode]> = [
  ['/admin', 'Klub Panel', <Shield key="i" size={20} aria-hidden="true" />],
  ['/admin/csv-upload', 'Upload Kampprogram', <Upload key="i" size={20} aria-hidden="true" />],
  ['/admin/manual-matches', 'Tilføj kampe', <CalendarPlus key="i" size={20} aria-hidden="true" />],
  ['/admin/users', 'Spillere', <Users key="i" size={20} aria-hidden="true" />],
  ['/admin/player-invitations', 'Invitationer', <UserPlus key="i" size={20} aria-hidden="true" />],
  ['/admin/announcements', 'Beskeder', <Megaphone key="i" size={20} aria-hidden="true" />],
];

/** Admin panel (admin only, part 1 §2). */
export function AdminPanel() {
  const can = useCan();
  if (!can('home.adminPanel')) return null;
  return (
    <Card aria-label="Administration">
      <CardTitle icon={<Shield size={18} aria-hidden="true" />}>Administration</CardTitle>
      <LinkGrid links={ADMIN_LINKS.filter(([to]) => to !== '/admin/announcements' || can('announcements.manage'))} />
    </Card>
  );
}

function useTeams() {
  return useQuery<Team[] | null>({ queryKey: ['/api/teams'], staleTime: 5 * 60_000 });
}

/** Coach panel (coach only): their team, or 'Ikke tildelt', and the coach's links. */
export function CoachPanel() {
  const can = useCan();
  const { user } = useCurrentUser();
  const teams = useTeams();
  if (!can('home.coachPanel') || !user) return null;
  const team = teams.data?.find((t) => t.code === user.team);
  return (
    <Card aria-label="Trænerpanel">
      <CardTitle icon={<ClipboardList size={18} aria-hidden="true" />}>Trænerpanel</CardTitle>
      <p className="small">
        Hold: <strong>{team?.displayName ?? 'Ikke tildelt'}</strong>
      </p>
      <LinkGrid
        links={[
          ['/admin/announcements', 'Beskeder', <Megaphone key="i" size={20} aria-hidden="true" />],
          ['/trainer/register-player', 'Registrer spiller', <UserPlus key="i" size={20} aria-hidden="true" />],
          ['/training-admin', 'Administrer Træninger', <CalendarPlus key="i" size={20} aria-hidden="true" />],
        ]}
      />
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
  if (!can('home.memberWelcome') || !user) return null;
  const year = new Date(user.createdAt).getFullYear();
  return (
    <Card className="card-club" aria-label="Velkommen som RU Medlem">
      <CardTitle icon={<Award size={18} aria-hidden="true" />}>Velkommen som RU Medlem</CardTitle>
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
