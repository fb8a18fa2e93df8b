import { useCallback, useMemo } from 'react';
import type { KontingentUser } from '@common/contracts/payments';
import { formatKr } from '../../../lib/format';
import { applyFilters, PAYMENT_LABELS, paymentState } from '../../../components/people-list/people-list';
import { PeopleFilters } from '../../../components/people-list/PeopleFilters';
import { PeopleListView } from '../../../components/people-list/PeopleListView';
import { SelectionBar } from '../../../components/people-list/SelectionBar';
import { sortPropsOf, useListFilters, usePaging } from '../../../components/people-list/use-list-filters';
import { useTeams } from '../../../lib/reads/teams';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { Badge } from '../../../ui/Badge';
import { EmptyState } from '../../../ui/EmptyState';
import { SortHeader } from '../../../ui/Table';
// Its checkbox rows use the field styles without the Field component.
import '../../../ui/field.css';
import { useRoleLabel } from '../../../lib/club-config';

const name = (u: KontingentUser) => `${u.firstName} ${u.lastName}`;

/**
 * The members a bulk action is for: search and filters (team, role, membership, payment status,
 * kept in the URL), a checkbox per person labelled with their name, 'N valgt' and 'Vælg alle'
 * for everyone the filters show. A table with sortable columns from 1024 px, cards below.
 */
export function UserPicker({
  users,
  selected,
  onChange,
}: {
  users: KontingentUser[];
  selected: Set<number>;
  onChange: (next: Set<number>) => void;
}) {
  const roleLabel = useRoleLabel();
  const teams = useTeams();
  const wide = useWideScreen();
  const [filters, setFilters] = useListFilters();
  const teamName = useCallback(
    (code: string | null | undefined) => teams.data?.find((t) => t.code === code)?.displayName ?? '',
    [teams.data],
  );
  const list = useMemo(() => applyFilters(users, filters, teamName), [users, filters, teamName]);
  const shownIds = useMemo(() => list.map((u) => u.id), [list]);
  const { shown, more, showMore } = usePaging(list, JSON.stringify(filters));
  const roles = useMemo(
    () => [...new Set(users.map((u) => (u.role === 'none' ? 'player' : u.role)))],
    [users],
  );
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  const membership = (u: KontingentUser) => (
    <Badge tone={u.membershipStatus === 'active' ? 'green' : 'grey'}>
      {u.membershipStatus === 'active' ? 'Aktiv' : 'Inaktiv'}
    </Badge>
  );
  const sortProps = sortPropsOf(filters, setFilters);
  return (
    <div className="stack">
      <PeopleFilters
        filters={filters}
        onChange={setFilters}
        show={['team', 'role', 'membership', 'payment']}
        teams={teams.data ?? []}
        roles={roles}
        searchLabel="Søg efter medlem"
        searchId="kontingent-search"
        placeholder="Søg efter navn eller email"
        matched={list.length}
        noun={['medlem', 'medlemmer']}
      />
      <SelectionBar id="kontingent-all" selected={selected} shownIds={shownIds} onChange={onChange} />
      <div className="kontingent-users">
        <PeopleListView
          rows={shown}
          wide={wide}
          empty={list.length === 0 ? <EmptyState title="Ingen medlemmer fundet" /> : null}
          caption="Medlemmer at vælge"
          head={
            <>
              <th scope="col" className="check-cell">
                <span className="sr-only">Valgt</span>
              </th>
              <SortHeader label="Navn" sortKey="name" {...sortProps} />
              <SortHeader label="Rolle" sortKey="role" {...sortProps} />
              <SortHeader label="Hold" sortKey="team" {...sortProps} />
              <SortHeader label="Medlemskab" sortKey="membership" {...sortProps} />
              <SortHeader label="Betalt" sortKey="paid" align="end" {...sortProps} />
              <th scope="col">Betaling</th>
            </>
          }
          row={(u) => (
            <>
              <td className="check-cell">
                <input
                  id={`kontingent-user-${u.id}`}
                  type="checkbox"
                  aria-label={`Vælg ${name(u)}`}
                  checked={selected.has(u.id)}
                  onChange={() => toggle(u.id)}
                />
              </td>
              <td>
                <strong>{name(u)}</strong>
                <span className="cell-sub">{u.email}</span>
              </td>
              <td>{roleLabel(u.role)}</td>
              <td>{teamName(u.team) || '–'}</td>
              <td>{membership(u)}</td>
              <td className="num">{formatKr(u.totalPayments)}</td>
              <td>{PAYMENT_LABELS[paymentState(u)]}</td>
            </>
          )}
          card={(u) => (
            <li className="list-item row-between">
              <div className="checkbox-field">
                <input
                  id={`kontingent-user-${u.id}`}
                  type="checkbox"
                  checked={selected.has(u.id)}
                  onChange={() => toggle(u.id)}
                />
                <label htmlFor={`kontingent-user-${u.id}`}>
                  {name(u)} <span className="muted small">{roleLabel(u.role)}</span>
                </label>
              </div>
              {membership(u)}
            </li>
          )}
          more={more}
          onMore={showMore}
        />
      </div>
    </div>
  );
}
