import { FileSpreadsheet, History, KeyRound, Search, ShieldCheck, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import type { Member } from '@common/contracts/people';
import { canManagePerson } from '@common/domain/role-assignment';
import { ASSIGNABLE_ROLES } from '@common/domain/roles';
import type { User } from '@common/contracts/user';
import { countText } from '@common/domain/danish-plural';
import { formatDate, formatKr } from '../../lib/format';
import { useHubBackTo } from '../../lib/navigation/use-hub-back-to';
import { PAYMENT_LABELS, paymentState } from '../../components/people-list/people-list';
import { PeopleFilters } from '../../components/people-list/PeopleFilters';
import { PeopleListView } from '../../components/people-list/PeopleListView';
import { sortPropsOf, useListFilters } from '../../components/people-list/use-list-filters';
import { usePeoplePages } from '../../components/people-list/use-people-pages';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useCan, useCurrentUser } from '../../lib/session';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { SortHeader } from '../../ui/Table';
import { HistoryDialog } from './HistoryDialog';
import { DeleteMemberDialog, PasswordDialog, RoleDialog } from './MemberDialogs';
import { InvitationActions } from './JoinStatus';
import { PersonCard } from './PersonCard';
import { PersonNameCell } from './PersonNameCell';
import { useTeams } from '../../lib/reads/teams';
import { membersEndpoints } from '@common/contracts/endpoints/members';
import { roleTone } from './role-options';
import './people.css';
import { useRoleLabel } from '../../lib/club-config';
import { teamsText } from './teams-text';
import { ButtonLink } from '../../ui/ButtonLink';

/** The role filter: every role, 'Ikke betalt' (invitees who have not paid) last. */
const MEMBER_FILTER_ROLES = [...ASSIGNABLE_ROLES, 'none'] as const;

/** Medlemmer's subtitle: '1 bruger', '61 brugere'. */
export const membersSubtitle = (count: number) => countText(count, 'bruger', 'brugere');

/** Medlemmer (/admin/members): admin and board (part 2 §6). */
export default function MembersScreen() {
  const can = useCan();
  const { user } = useCurrentUser();
  return <MembersList canDelete={can('users.delete')} selfId={user?.id} actor={user} />;
}

interface RowActions {
  canDelete: boolean;
  selfId?: number;
  actor: User | null;
  onRole: (m: Member) => void;
  onPassword: (m: Member) => void;
  onHistory: (m: Member) => void;
  onDelete: (m: Member) => void;
}

/** The row's actions, each named with the person it acts on. */
function MemberActions({
  m,
  canDelete,
  selfId,
  actor,
  onRole,
  onPassword,
  onHistory,
  onDelete,
}: RowActions & { m: Member }) {
  const name = `${m.firstName} ${m.lastName}`;
  const self = m.id === selfId;
  const manageable = !actor || canManagePerson(actor, m);
  return (
    <>
      <InvitationActions person={m} />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Rediger rolle for ${name}`}
        disabled={self || !manageable}
        onClick={() => onRole(m)}
      >
        <ShieldCheck size={18} aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Skift adgangskode for ${name}`}
        disabled={!manageable}
        onClick={() => onPassword(m)}
      >
        <KeyRound size={18} aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Historik for ${name}`} onClick={() => onHistory(m)}>
        <History size={18} aria-hidden="true" />
      </Button>
      {canDelete && !self ? (
        <Button variant="ghost" size="icon" aria-label={`Slet ${name}`} onClick={() => onDelete(m)}>
          <Trash2 size={18} aria-hidden="true" />
        </Button>
      ) : null}
    </>
  );
}

const membershipText = (m: Member) =>
  m.membershipStatus === 'active' ? 'Aktivt medlemskab' : 'Intet aktivt medlemskab';

function MembersList({
  canDelete,
  selfId,
  actor,
}: {
  canDelete: boolean;
  selfId?: number;
  actor: User | null;
}) {
  const roleLabel = useRoleLabel();
  const teams = useTeams();
  const backTo = useHubBackTo();
  const wide = useWideScreen();
  const [filters, setFilters] = useListFilters();
  // The server searches, filters, sorts and pages (decision 103); Medlemmer refreshes every 10 s,
  // on focus and on mount (part 2 §7).
  const list = usePeoplePages(membersEndpoints.list, filters, {
    refetchInterval: 10_000,
    refetchOnMount: 'always',
  });
  const [roleFor, setRoleFor] = useState<Member | null>(null);
  const [passwordFor, setPasswordFor] = useState<Member | null>(null);
  const [deleteFor, setDeleteFor] = useState<Member | null>(null);
  const [historyFor, setHistoryFor] = useState<Member | null>(null);
  const shown = list.rows;
  const narrowed = list.total !== list.everyone;
  const actions: RowActions = {
    canDelete,
    selfId,
    actor,
    onRole: setRoleFor,
    onPassword: setPasswordFor,
    onHistory: setHistoryFor,
    onDelete: setDeleteFor,
  };
  const sortProps = sortPropsOf(filters, setFilters);
  return (
    <div className="screen">
      <PageHeader
        title="Medlemmer"
        backTo={backTo}
        subtitle={list.everyone !== undefined ? membersSubtitle(list.everyone) : undefined}
        actions={
          // Importér medlemmer (decision 100): the club's list from a spreadsheet.
          <ButtonLink to="/admin/members/import" variant="secondary" size="sm">
            <FileSpreadsheet size={16} aria-hidden="true" /> Importér medlemmer
          </ButtonLink>
        }
      />
      <PeopleFilters
        filters={filters}
        onChange={setFilters}
        show={['team', 'role', 'membership', 'payment']}
        teams={teams.data ?? []}
        roles={MEMBER_FILTER_ROLES}
        matched={list.total}
        noun={['medlem', 'medlemmer']}
      />
      <PeopleListView
        rows={shown}
        wide={wide}
        loading={list.isLoading}
        loadingHeight={140}
        empty={
          list.total === 0 ? (
            <EmptyState
              icon={narrowed ? <Search size={32} /> : <Users size={32} />}
              title={narrowed ? 'Ingen medlemmer fundet' : 'Ingen medlemmer endnu'}
            />
          ) : null
        }
        caption="Medlemmer"
        head={
          <>
            <SortHeader label="Navn" sortKey="name" {...sortProps} />
            <SortHeader label="Rolle" sortKey="role" {...sortProps} />
            <SortHeader label="Hold" sortKey="team" {...sortProps} />
            <SortHeader label="Medlemskab" sortKey="membership" {...sortProps} />
            <SortHeader label="Betalt" sortKey="paid" align="end" {...sortProps} />
            <SortHeader label="Seneste betaling" sortKey="lastPayment" {...sortProps} />
            <th scope="col" className="num">
              Handlinger
            </th>
          </>
        }
        row={(m) => (
          <>
            <PersonNameCell person={m} />
            <td>
              <Badge tone={roleTone(m.role)}>{roleLabel(m.role)}</Badge>
            </td>
            <td>{teamsText(m.teams, teams.data ?? []) || '–'}</td>
            <td>
              {membershipText(m)}
              {paymentState(m) === 'outstanding' ? (
                <span className="cell-sub">{PAYMENT_LABELS.outstanding}</span>
              ) : null}
            </td>
            <td className="num">{formatKr(m.totalPayments)}</td>
            <td>{m.lastPayment ? formatDate(m.lastPayment) : '–'}</td>
            <td className="actions">
              <MemberActions m={m} {...actions} />
            </td>
          </>
        )}
        card={(m) => (
          <PersonCard
            person={m}
            teamName={teamsText(m.teams, teams.data ?? []) || undefined}
            extra={
              <span>
                {membershipText(m)} · Betalt {formatKr(m.totalPayments)}
                {m.lastPayment ? ` · seneste ${formatDate(m.lastPayment)}` : ''}
                {paymentState(m) === 'outstanding' ? ` · ${PAYMENT_LABELS.outstanding}` : ''}
              </span>
            }
            actions={<MemberActions m={m} {...actions} />}
          />
        )}
        more={list.more}
        onMore={list.showMore}
      />
      <RoleDialog member={roleFor} onClose={() => setRoleFor(null)} />
      <PasswordDialog member={passwordFor} onClose={() => setPasswordFor(null)} />
      <DeleteMemberDialog member={deleteFor} onClose={() => setDeleteFor(null)} />
      <HistoryDialog member={historyFor} onClose={() => setHistoryFor(null)} />
    </div>
  );
}
