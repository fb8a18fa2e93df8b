import { KeyRound, Search, ShieldCheck, Trash2, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Member } from '@common/contracts/people';
import { canManagePerson } from '@common/domain/role-assignment';
import type { User } from '@common/contracts/user';
import { countText } from '@common/domain/danish-plural';
import { formatDate, formatKr } from '../../lib/format';
import { useHubBackTo } from '../../lib/navigation/use-hub-back-to';
import { useCan, useCurrentUser } from '../../lib/session';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { DeleteMemberDialog, PasswordDialog, RoleDialog } from './MemberDialogs';
import { PersonCard } from './PersonCard';
import { useTeams } from '../../lib/reads/teams';
import { useMembers } from './people-api';
import { matchesSearch } from './role-options';
import './people.css';

/** Medlemmer's subtitle: '1 bruger', '61 brugere'. */
export const membersSubtitle = (count: number) => countText(count, 'bruger', 'brugere');

/** Medlemmer (/admin/members): admin and board (part 2 §6). */
export default function MembersScreen() {
  const can = useCan();
  const { user } = useCurrentUser();
  return <MembersList canDelete={can('users.delete')} selfId={user?.id} actor={user} />;
}

function MembersList({
  canDelete,
  selfId,
  actor,
}: {
  canDelete: boolean;
  selfId?: number;
  actor: User | null;
}) {
  const members = useMembers();
  const teams = useTeams();
  const backTo = useHubBackTo();
  const [query, setQuery] = useState('');
  const [roleFor, setRoleFor] = useState<Member | null>(null);
  const [passwordFor, setPasswordFor] = useState<Member | null>(null);
  const [deleteFor, setDeleteFor] = useState<Member | null>(null);
  const list = useMemo(
    () => (members.data ?? []).filter((m) => matchesSearch(m, query)),
    [members.data, query],
  );
  const teamName = (code: string | null) => teams.data?.find((t) => t.code === code)?.displayName;
  return (
    <div className="screen">
      <PageHeader
        title="Medlemmer"
        backTo={backTo}
        subtitle={members.data ? membersSubtitle(members.data.length) : undefined}
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
      {members.isLoading ? (
        <Skeleton rows={4} height={140} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={query ? <Search size={32} /> : <Users size={32} />}
          title={query ? 'Ingen medlemmer fundet' : 'Ingen medlemmer endnu'}
        />
      ) : (
        <ul className="list">
          {list.map((m) => {
            const name = `${m.firstName} ${m.lastName}`;
            const self = m.id === selfId;
            const manageable = !actor || canManagePerson(actor, m);
            return (
              <PersonCard
                key={m.id}
                person={m}
                teamName={teamName(m.team)}
                extra={
                  <span>
                    {m.membershipStatus === 'active' ? 'Aktivt medlemskab' : 'Intet aktivt medlemskab'} ·
                    Betalt {formatKr(m.totalPayments)}
                    {m.lastPayment ? ` · seneste ${formatDate(m.lastPayment)}` : ''}
                  </span>
                }
                actions={
                  <>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Rediger rolle for ${name}`}
                      disabled={self || !manageable}
                      onClick={() => setRoleFor(m)}
                    >
                      <ShieldCheck size={18} aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Skift adgangskode for ${name}`}
                      disabled={!manageable}
                      onClick={() => setPasswordFor(m)}
                    >
                      <KeyRound size={18} aria-hidden="true" />
                    </Button>
                    {canDelete && !self ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Slet ${name}`}
                        onClick={() => setDeleteFor(m)}
                      >
                        <Trash2 size={18} aria-hidden="true" />
                      </Button>
                    ) : null}
                  </>
                }
              />
            );
          })}
        </ul>
      )}
      <RoleDialog member={roleFor} onClose={() => setRoleFor(null)} />
      <PasswordDialog member={passwordFor} onClose={() => setPasswordFor(null)} />
      <DeleteMemberDialog member={deleteFor} onClose={() => setDeleteFor(null)} />
    </div>
  );
}
