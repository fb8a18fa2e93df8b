import { Pencil, Search, UserPlus, Users } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { Person } from '@common/contracts/people';
import { canManagePerson } from '@common/domain/role-assignment';
import { ASSIGNABLE_ROLES, roleLabel } from '@common/domain/roles';
import { applyFilters } from '../../lib/people-list/people-list';
import { PeopleFilters, ShowMore } from '../../lib/people-list/PeopleFilters';
import { useListFilters, usePaging } from '../../lib/people-list/use-list-filters';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useCurrentUser } from '../../lib/session';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { DataTable, SortHeader } from '../../ui/Table';
import { PersonCard } from './PersonCard';
import { PersonNameCell } from './PersonNameCell';
import { PlayerFormDialog } from './PlayerFormDialog';
import { useTeams } from '../../lib/reads/teams';
import { usePlayers } from './people-api';
import { roleTone } from './role-options';
import './people.css';

/** Spillere (/admin/players and /admin/users): coach, board and admin (part 2 §2, §6). */
export default function PlayersScreen() {
  const { user } = useCurrentUser();
  const players = usePlayers();
  const teams = useTeams();
  const wide = useWideScreen();
  const [filters, setFilters] = useListFilters();
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const teamName = useCallback(
    (code: string | null | undefined) => teams.data?.find((t) => t.code === code)?.displayName ?? '',
    [teams.data],
  );
  const list = useMemo(
    () => applyFilters(players.data ?? [], filters, teamName),
    [players.data, filters, teamName],
  );
  const { shown, more, showMore } = usePaging(list, JSON.stringify(filters));
  const stats = {
    players: list.filter((p) => p.role === 'player' || p.role === 'none').length,
    coaches: list.filter((p) => p.role === 'coach').length,
    board: list.filter((p) => p.role === 'board').length,
  };
  const editButton = (person: Person) =>
    user && !canManagePerson(user, person) ? null : (
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Rediger ${person.firstName} ${person.lastName}`}
        onClick={() => setEditing(person)}
      >
        <Pencil size={18} aria-hidden="true" />
      </Button>
    );
  const sortProps = {
    sort: filters.sort,
    dir: filters.dir,
    onSort: (sort: typeof filters.sort, dir: typeof filters.dir) => setFilters({ sort, dir }),
  };
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
        matched={list.length}
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
      {players.isLoading ? (
        <Skeleton rows={4} height={110} />
      ) : (players.data ?? []).length === 0 ? (
        <EmptyState icon={<Users size={32} />} title="Ingen spillere endnu">
          <Button onClick={() => setEditing('new')}>Tilføj Første Spiller</Button>
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState icon={<Search size={32} />} title="Ingen spillere fundet" />
      ) : wide ? (
        <DataTable caption="Spillere">
          <thead>
            <tr>
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
            </tr>
          </thead>
          <tbody>
            {shown.map((person) => (
              <tr key={person.id}>
                <PersonNameCell person={person} />
                <td>
                  <Badge tone={roleTone(person.role)}>{roleLabel(person.role)}</Badge>
                </td>
                <td>{teamName(person.team) || '–'}</td>
                <td>{person.position ?? '–'}</td>
                <td className="num">{person.jerseyNumber ? `#${person.jerseyNumber}` : '–'}</td>
                <td>{person.phoneNumber ? `+45 ${person.phoneNumber}` : '–'}</td>
                <td className="actions">{editButton(person)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <ul className="list">
          {shown.map((person) => (
            <PersonCard
              key={person.id}
              person={person}
              teamName={teamName(person.team) || undefined}
              actions={editButton(person)}
            />
          ))}
        </ul>
      )}
      <ShowMore more={more} onMore={showMore} />
      <PlayerFormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        person={editing === 'new' || editing === null ? undefined : editing}
      />
    </div>
  );
}
