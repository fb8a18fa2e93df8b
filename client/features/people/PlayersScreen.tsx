import { Pencil, Search, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Person } from '@common/contracts/people';
import { canManagePerson } from '@common/domain/role-assignment';
import { useCurrentUser } from '../../lib/session';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { PersonCard } from './PersonCard';
import { PlayerFormDialog } from './PlayerFormDialog';
import { useTeams } from '../../lib/reads/teams';
import { usePlayers } from './people-api';
import { matchesSearch } from './role-options';
import './people.css';

/** Spillere (/admin/players and /admin/users): coach, board and admin (part 2 §2, §6). */
export default function PlayersScreen() {
  const { user } = useCurrentUser();
  const players = usePlayers();
  const teams = useTeams();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const list = useMemo(
    () => (players.data ?? []).filter((p) => matchesSearch(p, query)),
    [players.data, query],
  );
  const teamName = (code: string | null) => teams.data?.find((t) => t.code === code)?.displayName;
  const stats = {
    players: list.filter((p) => p.role === 'player' || p.role === 'none').length,
    coaches: list.filter((p) => p.role === 'coach').length,
    board: list.filter((p) => p.role === 'board').length,
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
      <div className="search-field">
        <TextField
          label="Søg"
          type="search"
          placeholder="Navn, email eller position"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
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
      ) : (
        <ul className="list">
          {list.map((person) => (
            <PersonCard
              key={person.id}
              person={person}
              teamName={teamName(person.team)}
              actions={
                user && !canManagePerson(user, person) ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Rediger ${person.firstName} ${person.lastName}`}
                    onClick={() => setEditing(person)}
                  >
                    <Pencil size={18} aria-hidden="true" />
                  </Button>
                )
              }
            />
          ))}
        </ul>
      )}
      <PlayerFormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        person={editing === 'new' || editing === null ? undefined : editing}
      />
    </div>
  );
}
