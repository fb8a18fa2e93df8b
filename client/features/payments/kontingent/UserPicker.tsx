import { useMemo, useState } from 'react';
import type { KontingentUser } from '@common/contracts/payments';
import { roleLabel } from '@common/domain/roles';
import { Badge } from '../../../ui/Badge';
// Its checkbox rows and error line use the field styles without the Field component.
import '../../../ui/field.css';

/** A searchable list of members with checkboxes, plus 'Vælg alle' for what the search shows. */
export function UserPicker({
  users,
  selected,
  onChange,
}: {
  users: KontingentUser[];
  selected: Set<number>;
  onChange: (next: Set<number>) => void;
}) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? users.filter((u) => `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes(q)) : users;
  }, [users, query]);
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  const allShown = shown.length > 0 && shown.every((u) => selected.has(u.id));
  return (
    <div className="stack">
      <label className="sr-only" htmlFor="kontingent-search">
        Søg efter medlem
      </label>
      <input
        id="kontingent-search"
        className="search-input"
        type="search"
        placeholder="Søg efter navn eller email"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className="checkbox-field">
        <input
          id="kontingent-all"
          type="checkbox"
          checked={allShown}
          onChange={() => {
            const next = new Set(selected);
            for (const u of shown) {
              if (allShown) next.delete(u.id);
              else next.add(u.id);
            }
            onChange(next);
          }}
        />
        <label htmlFor="kontingent-all">Vælg alle ({shown.length})</label>
      </div>
      <ul className="list kontingent-users">
        {shown.map((u) => (
          <li key={u.id} className="list-item row-between">
            <div className="checkbox-field">
              <input id={`kontingent-user-${u.id}`} type="checkbox" checked={selected.has(u.id)} onChange={() => toggle(u.id)} />
              <label htmlFor={`kontingent-user-${u.id}`}>
                {u.firstName} {u.lastName} <span className="muted small">{roleLabel(u.role)}</span>
              </label>
            </div>
            <Badge tone={u.membershipStatus === 'active' ? 'green' : 'grey'}>{u.membershipStatus === 'active' ? 'Aktiv' : 'Inaktiv'}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
