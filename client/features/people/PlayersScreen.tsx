import { Pencil, Search, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { Person } from '@common/contracts/people';
import { canManagePerson } from '@common/domain/role-assignment';
import { ASSIGNABLE_ROLES } from '@common/domain/roles';
import { PeopleFilters } from '../../components/people-list/PeopleFilters';
import { PeopleListView } from '../../components/people-list/PeopleListView';
import { sortPropsOf, useListFilters } from '../../components/people-list/use-list-filters';
import { usePeoplePages } from '../../components/people-list/use-people-pages';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useCurrentUser } from '../../lib/session';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { SortHeader } from '../../ui/Table';
import { InvitationActions } from './JoinStatus';
import { PersonCard } from './PersonCard';
import { PersonNameCell } from './PersonNameCell';
import { PlayerFormDialog } from './PlayerFormDialog';
import { useTeams } from '../../lib/reads/teams';
import { playersEndpoints } from '@common/contracts/endpoints/players';
import { roleTone } from './role-options';
import './people.css';
import { useRoleLabel } from '../../lib/club-config';
import { teamsText } from './teams-text';

/** Spillere (/admin/players and /admin/users): coach, board and admin (part 2 §2, §6). */
export default function PlayersScreen() {
  const roleLabel = useRoleLabel();
  const { user } = useCurrentUser();
  const teams = useTeams();
  const wide = useWideScreen();
  const [filters, setFilters] = useListFilters();
  // The server searches, filters, sorts and pages (decision 103).
  const list = usePeoplePages(playersEndpoints.list, filters);
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const shown = list.rows;
  const stats = {
    players: (list.byRole?.player ?? 0) + (list.byRole?.none ?? 0),
    coaches: list.byRole?.coach ?? 0,
    board: list.byRole?.board ?? 0,
  };
  const editButton = (person: Person) => (
    <>
      <InvitationActions person={person} />
      {user && !canManagePerson(user, person) ? null : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Rediger ${person.firstName} ${person.lastName}`}
          onClick={() => setEditing(person)}
        >
          <Pencil size={18} aria-hidden="true" />
        </Button>
      )}
    </>
  );
  const sortProps = sortPropsOf(filters, setFilters);
  return (
    <div className="screen">
      <PageHeader
        title="Spillere"
        backTo="/"
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            <UserPlus size={16} aria-hidden="true" /> Tilføj
          </Button>
        }
      />
      <PeopleFilters
        filters={filters}
        onChange={setFilters}
        show={['team', 'role', 'membership']}
        teams={teams.data ?? []}
        roles={ASSIGNABLE_ROLES}
        matched={list.total}
      />
      <div className="stat-row" aria-label="Holdstatistik">
        <div className="stat">
          <strong>{stats.players}</strong> Spillere
        </div>
        <div className="stat">
          <strong>{stats.coaches}</strong> Trænere
        </div>
        <div className="stat">
          <strong>{stats.board}</strong> Bestyrelse
        </div>
      </div>
      <PeopleListView
        rows={shown}
        wide={wide}
        loading={list.isLoading}
        empty={
          list.everyone === 0 ? (
            <EmptyState icon={<Users size={32} />} title="Ingen spillere endnu">
              <Button onClick={() => setEditing('new')}>Tilføj Første Spiller</Button>
            </EmptyState>
          ) : list.total === 0 ? (
            <EmptyState icon={<Search size={32} />} title="Ingen spillere fundet" />
          ) : null
        }
        caption="Spillere"
        head={
          <>
            <SortHeader label="Navn" sortKey="name" {...sortProps} />
            <SortHeader label="Rolle" sortKey="role" {...sortProps} />
            <SortHeader label="Hold" sortKey="team" {...sortProps} />
            <th scope="col">Position</th>
            <th scope="col" className="num">
              Trøje
            </th>
            <th scope="col">Telefon</th>
            <th scope="col" className="num">
              Handlinger
            </th>
          </>
        }
        row={(person) => (
          <>
            <PersonNameCell person={person} />
            <td>
              <Badge tone={roleTone(person.role)}>{roleLabel(person.role)}</Badge>
            </td>
            <td>{teamsText(person.teams, teams.data ?? []) || '–'}</td>
            <td>{person.position ?? '–'}</td>
            <td className="num">{person.jerseyNumber ? `#${person.jerseyNumber}` : '–'}</td>
            <td>{person.phoneNumber ? `+45 ${person.phoneNumber}` : '–'}</td>
            <td className="actions">{editButton(person)}</td>
          </>
        )}
        card={(person) => (
          <PersonCard
            person={person}
            teamName={teamsText(person.teams, teams.data ?? []) || undefined}
            actions={editButton(person)}
          />
        )}
        more={list.more}
        onMore={list.showMore}
      />
      <PlayerFormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        person={editing === 'new' || editing === null ? undefined : editing}
      />
    </div>
  );
}
