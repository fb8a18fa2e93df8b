import { countText } from '@common/domain/danish-plural';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { NO_TEAM, PAYMENT_LABELS, PAYMENT_STATES, activeFilterCount, type ListFilters } from './people-list';
import './people-list.css';
import { useRoleLabel } from '../../lib/club-config';

type FilterName = 'team' | 'role' | 'membership' | 'payment';

/**
 * Search plus the filters that apply to the list (team, role, membership, payment status), with
 * how many rows match and a way back to everything. Every control has its own label.
 */
export function PeopleFilters({
  filters,
  onChange,
  show,
  teams = [],
  roles,
  searchLabel = 'Søg',
  searchId,
  placeholder = 'Navn, email, telefon eller position',
  matched,
  noun = ['person', 'personer'],
}: {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
  show: readonly FilterName[];
  teams?: readonly { code: string; displayName: string }[];
  roles: readonly string[];
  searchLabel?: string;
  searchId?: string;
  placeholder?: string;
  matched: number;
  noun?: [string, string];
}) {
  const roleLabel = useRoleLabel();
  const narrowed = activeFilterCount(filters) > 0 || filters.q.trim() !== '';
  return (
    <div className="people-filters" role="search" aria-label="Filtrér listen">
      <div className="people-filters-search">
        <TextField
          id={searchId}
          label={searchLabel}
          type="search"
          placeholder={placeholder}
          value={filters.q}
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </div>
      <div className="people-filters-selects">
        {show.includes('team') ? (
          <SelectField label="Hold" value={filters.team} onChange={(e) => onChange({ team: e.target.value })}>
            <option value="">Alle hold</option>
            {teams.map((t) => (
              <option key={t.code} value={t.code}>
                {t.displayName}
              </option>
            ))}
            <option value={NO_TEAM}>Intet hold</option>
          </SelectField>
        ) : null}
        {show.includes('role') ? (
          <SelectField
            label="Rolle"
            value={filters.role}
            onChange={(e) => onChange({ role: e.target.value })}
          >
            <option value="">Alle roller</option>
            {roles.map((r) => (
              <option key={r} value={r}>
                {/* 'none' is an invitee who has not paid (Hjem's task links here, decision 098). */}
                {r === 'none' ? 'Ikke betalt' : roleLabel(r)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {show.includes('membership') ? (
          <SelectField
            label="Medlemskab"
            value={filters.membership}
            onChange={(e) => onChange({ membership: e.target.value as ListFilters['membership'] })}
          >
            <option value="">Alle</option>
            <option value="active">Aktivt medlemskab</option>
            <option value="inactive">Intet aktivt medlemskab</option>
          </SelectField>
        ) : null}
        {show.includes('payment') ? (
          <SelectField
            label="Betaling"
            value={filters.payment}
            onChange={(e) => onChange({ payment: e.target.value as ListFilters['payment'] })}
          >
            <option value="">Alle</option>
            {PAYMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {PAYMENT_LABELS[s]}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <div className="people-filters-summary row-between">
        <span className="muted small" role="status">
          {countText(matched, noun[0], noun[1])} {narrowed ? 'matcher' : 'i alt'}
        </span>
        {narrowed ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ q: '', team: '', role: '', membership: '', payment: '' })}
          >
            Nulstil filtre
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** 'Vis flere' under a paged list, saying how many are still hidden. */
export function ShowMore({ more, onMore }: { more: number; onMore: () => void }) {
  if (more <= 0) return null;
  return (
    <Button variant="secondary" block onClick={onMore}>
      Vis flere ({more} tilbage)
    </Button>
  );
}
