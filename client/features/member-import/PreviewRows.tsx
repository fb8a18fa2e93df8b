import { Pencil } from 'lucide-react';
import type { ExistingChoice, PreviewRow } from '@common/contracts/member-import';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/Table';
import { ACTION_LABELS } from './import-text';
import { useRoleLabel } from '../../lib/club-config';

const TONES: Record<PreviewRow['action'], BadgeTone> = { create: 'green', update: 'blue', skip: 'grey', error: 'red' };
const MATCHED_BY = { email: 'samme e-mail', phone: 'samme mobilnummer', nameAndBirthDate: 'samme navn og fødselsdato' } as const;

interface RowProps {
  row: PreviewRow;
  onEdit: (row: PreviewRow) => void;
  onChoose: (row: PreviewRow, choice: ExistingChoice) => void;
  busy: boolean;
}

const nameOf = (row: PreviewRow) => [row.values.firstName, row.values.lastName].filter(Boolean).join(' ') || '(uden navn)';

/** What the row becomes and why: the errors by field, the notes, the person it matched. */
function RowStatus({ row }: { row: PreviewRow }) {
  return (
    <div className="import-status">
      <Badge tone={TONES[row.action]}>{ACTION_LABELS[row.action]}</Badge>
      {row.errors.length ? (
        <ul className="import-messages import-errors-list">
          {row.errors.map((e) => (
            <li key={`${e.field}:${e.message}`}>{e.message}</li>
          ))}
        </ul>
      ) : null}
      {row.existing ? (
        <p className="small">
          Findes allerede: {row.existing.firstName} {row.existing.lastName} ({MATCHED_BY[row.existing.matchedBy]})
        </p>
      ) : null}
      {row.notes.length ? (
        <ul className="import-messages small muted">
          {row.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** 'Opdatér' / 'Spring over' (and 'Opret ny' when only the phone or name matched), one radio group per person. */
function ExistingChoiceGroup({ row, onChoose, busy }: Omit<RowProps, 'onEdit'>) {
  if (!row.existing || row.onExisting === null) return null;
  const choices: Array<[ExistingChoice, string]> = [
    ['update', 'Opdatér'],
    ['skip', 'Spring over'],
  ];
  if (row.existing.matchedBy !== 'email') choices.push(['create', 'Opret ny']);
  const name = nameOf(row);
  return (
    <fieldset className="import-choice" disabled={busy}>
      <legend className="sr-only">Hvad skal der ske med {name}?</legend>
      {choices.map(([value, label]) => (
        <label key={value} className="import-choice-option">
          <input type="radio" name={`existing-${row.line}`} value={value} checked={row.onExisting === value} onChange={() => onChoose(row, value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

function EditButton({ row, onEdit }: Pick<RowProps, 'row' | 'onEdit'>) {
  return (
    <Button variant={row.action === 'error' ? 'secondary' : 'ghost'} size="sm" onClick={() => onEdit(row)} aria-label={`Ret række ${row.line}: ${nameOf(row)}`}>
      <Pencil size={16} aria-hidden="true" /> Ret
    </Button>
  );
}

/** The preview at a desktop: one table row per file row. */
export function PreviewTable({ rows, ...props }: Omit<RowProps, 'row'> & { rows: PreviewRow[] }) {
  const roleLabel = useRoleLabel();
  return (
    <DataTable caption="Rækkerne i filen, som de bliver importeret">
      <thead>
        <tr>
          <th scope="col">Række</th>
          <th scope="col">Navn</th>
          <th scope="col">E-mail</th>
          <th scope="col">Mobil</th>
          <th scope="col">Hold</th>
          <th scope="col">Rolle</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="sr-only">Handlinger</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.line} className={row.action === 'error' ? 'import-row-error' : undefined}>
            <td>{row.line}</td>
            <th scope="row">{nameOf(row)}</th>
            <td className="import-email">{row.values.email || <span className="muted">Ingen</span>}</td>
            <td>{row.values.phone ?? ''}</td>
            <td>{row.teamName ?? row.values.team ?? ''}</td>
            <td>{row.role ? roleLabel(row.role) : (row.values.role ?? '')}</td>
            <td>
              <RowStatus row={row} />
              <ExistingChoiceGroup row={row} {...props} />
            </td>
            <td>
              <EditButton row={row} onEdit={props.onEdit} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The preview on a phone: one card per file row. */
export function PreviewCards({ rows, ...props }: Omit<RowProps, 'row'> & { rows: PreviewRow[] }) {
  const roleLabel = useRoleLabel();
  return (
    <ul className="import-cards" aria-label="Rækkerne i filen, som de bliver importeret">
      {rows.map((row) => (
        <li key={row.line} className={row.action === 'error' ? 'card import-card import-row-error' : 'card import-card'}>
          <div className="import-card-head">
            <h3>
              <span className="muted small">Række {row.line}</span> {nameOf(row)}
            </h3>
            <EditButton row={row} onEdit={props.onEdit} />
          </div>
          <p className="small import-card-facts">
            {[row.values.email || 'Ingen e-mail', row.values.phone, row.teamName ?? row.values.team, row.role ? roleLabel(row.role) : row.values.role]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <RowStatus row={row} />
          <ExistingChoiceGroup row={row} {...props} />
        </li>
      ))}
    </ul>
  );
}
