import { FileUp, Send, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  COLUMN_FIELD_LABELS,
  COLUMN_FIELDS,
  MEMBER_IMPORT_MAX_BYTES,
  type ColumnField,
  type ExistingChoice,
  type MemberImportColumn,
  type MemberImportPreview,
  type MemberImportResult,
  type MemberImportRow,
  type MemberRowValues,
  type PreviewRow,
} from '@common/contracts/member-import';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { useTeams } from '../../lib/reads/teams';
import { useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { useWideScreen } from '../../lib/use-wide-screen';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { SelectField } from '../../ui/Field';
import { FileField } from '../../ui/FileField';
import { PageHeader } from '../../ui/PageHeader';
import { countsSentence, importLabel, inviteLabel } from './import-text';
import { useCheckRows, useConfirmImport, usePreviewFile, useSendInvitations } from './member-import-api';
import { PreviewCards, PreviewTable } from './PreviewRows';
import { RowEditDialog } from './RowEditDialog';
import './member-import.css';

const PAGE = 100;
const MB = MEMBER_IMPORT_MAX_BYTES / (1024 * 1024);
type Show = 'all' | 'errors' | 'existing';

/** The rows as sent back: each row's text and the choice made for a person who exists. */
const rowsOf = (rows: PreviewRow[]): MemberImportRow[] =>
  rows.map((r) => ({ line: r.line, values: r.values, ...(r.onExisting ? { onExisting: r.onExisting } : {}) }));

/**
 * Importér medlemmer (/admin/members/import, decision 100): choose a file, see every row as it
 * will be created with its errors, correct rows and map columns, choose for people who exist,
 * import in one step, then send the personal invitations. Nothing is written before 'Importér'.
 */
export default function MemberImportScreen() {
  const { user } = useCurrentUser();
  const teams = useTeams();
  const wide = useWideScreen();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [columns, setColumns] = useState<MemberImportColumn[]>([]);
  const [preview, setPreview] = useState<MemberImportPreview | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [show, setShow] = useState<Show>('all');
  const [shown, setShown] = useState(PAGE);
  const [result, setResult] = useState<MemberImportResult | null>(null);
  const [invited, setInvited] = useState<string | null>(null);
  const read = usePreviewFile();
  const check = useCheckRows();
  const confirm = useConfirmImport();
  const invite = useSendInvitations();

  const readFile = (chosen: File, mapping?: Array<ColumnField | 'ignore'>) => {
    setFile(chosen);
    setFileError(null);
    read.mutate(
      { file: chosen, columns: mapping },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setColumns(answer.columns);
          setShown(PAGE);
        },
        onError: (error) => {
          setPreview(null);
          setFileError(errorMessage(error, 'Filen kunne ikke læses'));
        },
      },
    );
  };

  const recheck = (rows: MemberImportRow[], after?: (answer: MemberImportPreview) => void) =>
    check.mutate(rows, {
      onSuccess: (answer) => {
        setPreview((current) => (current ? { ...answer, columns: current.columns, notices: current.notices } : answer));
        after?.(answer);
      },
      onError: (error) => showErrorToast(error, { title: 'Kunne ikke tjekke rækkerne', description: errorMessage(error, 'Prøv igen') }),
    });

  const saveRow = (line: number, values: MemberRowValues) => {
    if (!preview) return;
    const rows = rowsOf(preview.rows).map((r) => (r.line === line ? { ...r, values } : r));
    recheck(rows, (answer) => {
      const row = answer.rows.find((r) => r.line === line);
      if (row && row.errors.length === 0) {
        setEditing(null);
        showToast({ title: `Række ${line} er rettet`, variant: 'success' });
      }
    });
  };

  const choose = (row: PreviewRow, choice: ExistingChoice) => {
    if (!preview) return;
    recheck(rowsOf(preview.rows).map((r) => (r.line === row.line ? { ...r, onExisting: choice } : r)));
  };

  const runImport = () => {
    if (!preview) return;
    confirm.mutate(rowsOf(preview.rows), {
      onSuccess: (answer) => {
        setResult(answer);
        showToast({ title: 'Medlemmer importeret', description: answer.message, variant: 'success' });
      },
      onError: (error) => showErrorToast(error, { title: 'Importen fejlede', description: errorMessage(error, 'Intet blev importeret. Prøv igen.') }),
    });
  };

  if (result) return <ImportDone result={result} invited={invited} sending={invite.isPending} onInvite={(ids) =>
    invite.mutate(ids, {
      onSuccess: (answer) => {
        setInvited(answer.message);
        showToast({ title: 'Invitationer sendt', description: answer.message, variant: 'success' });
      },
      onError: (error) => showErrorToast(error, { title: 'Invitationerne blev ikke sendt', description: errorMessage(error, 'Prøv igen') }),
    })} />;

  const rows = preview?.rows ?? [];
  const filtered = rows.filter((r) => show === 'all' || (show === 'errors' ? r.action === 'error' : r.existing !== null));
  const editingRow = editing === null ? null : (rows.find((r) => r.line === editing) ?? null);
  const rowProps = { onEdit: (r: PreviewRow) => setEditing(r.line), onChoose: choose, busy: check.isPending };
  const fileNote = fileError ? `${fileId}-error` : `${fileId}-hint`;

  return (
    <div className="screen member-import">
      <PageHeader title="Importér medlemmer" backTo="/admin/members" subtitle="Fra Holdsport, DBU KlubOffice, Conventus eller Excel" />
      <Card>
        <div className={fileError ? 'field field-invalid' : 'field'}>
          <label htmlFor={fileId}>Medlemsliste</label>
          <FileField
            id={fileId}
            accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileNote}
            onFile={(chosen) => readFile(chosen)}
          >
            {(open) => (
              <div className="file-choice">
                <Button variant={preview ? 'secondary' : 'primary'} onClick={open} loading={read.isPending} aria-describedby={`${fileId}-name ${fileNote}`}>
                  <FileUp size={16} aria-hidden="true" /> {preview ? 'Vælg en anden fil' : 'Vælg fil'}
                </Button>
                <span id={`${fileId}-name`} className="small muted">
                  {file ? file.name : 'Ingen fil valgt'}
                </span>
              </div>
            )}
          </FileField>
          {fileError ? (
            <div className="field-error" id={`${fileId}-error`} role="alert">
              {fileError}
            </div>
          ) : (
            <div className="field-hint" id={`${fileId}-hint`}>
              CSV eller Excel (.xlsx), højst {MB} MB. Første række er overskrifter som Fornavn, Efternavn, E-mail, Mobil, Hold,
              Fødselsdato, Rolle. Intet gemmes, før du trykker Importér.
            </div>
          )}
        </div>
      </Card>

      {preview ? (
        <>
          <Card aria-labelledby="import-summary">
            <h2 id="import-summary" className="import-summary" aria-live="polite">
              {countsSentence(preview.counts)}
            </h2>
            {preview.notices.length ? (
              <ul className="import-messages">
                {preview.notices.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            ) : null}
            <ColumnsPanel columns={columns} busy={read.isPending} onMap={(mapping) => file && readFile(file, mapping)} />
          </Card>

          <div className="import-toolbar">
            <SelectField label="Vis" value={show} onChange={(e) => { setShow(e.target.value as Show); setShown(PAGE); }}>
              <option value="all">Alle rækker ({rows.length})</option>
              <option value="errors">Med fejl ({preview.counts.error})</option>
              <option value="existing">Findes allerede ({rows.filter((r) => r.existing).length})</option>
            </SelectField>
          </div>
          {wide ? <PreviewTable rows={filtered.slice(0, shown)} {...rowProps} /> : <PreviewCards rows={filtered.slice(0, shown)} {...rowProps} />}
          {filtered.length > shown ? (
            <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
              Vis flere ({filtered.length - shown} tilbage)
            </Button>
          ) : null}

          {/* Stays in view above the menu while the rows scroll: the counts and the one step that writes. */}
          <div className="import-confirm">
            <p className="small">
              {countsSentence(preview.counts)}
              {preview.counts.error ? '. Rækker med fejl importeres ikke.' : ''}
            </p>
            <Button onClick={runImport} loading={confirm.isPending} disabled={check.isPending || preview.counts.create + preview.counts.update === 0}>
              <Upload size={16} aria-hidden="true" /> {importLabel(preview.counts)}
            </Button>
          </div>
          <RowEditDialog
            row={editingRow}
            teams={teams.data ?? []}
            canGiveAdmin={user?.role === 'admin'}
            saving={check.isPending}
            onSave={saveRow}
            onClose={() => setEditing(null)}
          />
        </>
      ) : null}
    </div>
  );
}

/** The file's columns: what each was read as, and a choice to read it as another field or ignore it. */
function ColumnsPanel({ columns, busy, onMap }: { columns: MemberImportColumn[]; busy: boolean; onMap: (mapping: Array<ColumnField | 'ignore'>) => void }) {
  const unmapped = columns.filter((c) => c.field === null && c.examples.length > 0).length;
  return (
    <details className="import-columns" open={unmapped > 0}>
      <summary>
        Kolonner ({columns.length}){unmapped ? `: ${unmapped} bruges ikke` : ''}
      </summary>
      <p className="small muted">Vælg, hvad en kolonne indeholder. Filen læses igen, når du ændrer en kolonne.</p>
      <div className="import-columns-grid">
        {columns.map((column) => (
          <SelectField
            key={column.index}
            label={column.header || `Kolonne ${column.index + 1}`}
            value={column.field ?? 'ignore'}
            disabled={busy}
            aria-describedby={`column-${column.index}-examples`}
            onChange={(e) =>
              onMap(columns.map((c) => (c.index === column.index ? (e.target.value as ColumnField | 'ignore') : (c.field ?? 'ignore'))))
            }
          >
            <option value="ignore">Bruges ikke</option>
            {COLUMN_FIELDS.map((field) => (
              <option key={field} value={field}>
                {COLUMN_FIELD_LABELS[field]}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <ul className="sr-only">
        {columns.map((c) => (
          <li key={c.index} id={`column-${c.index}-examples`}>
            {c.examples.length ? `Fx ${c.examples.join(', ')}` : 'Tom kolonne'}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** After the import: who was created, and the next step, their personal invitations. */
function ImportDone({ result, invited, sending, onInvite }: { result: MemberImportResult; invited: string | null; sending: boolean; onInvite: (ids: number[]) => void }) {
  const withEmail = result.created.filter((p) => p.email);
  return (
    <div className="screen member-import">
      <PageHeader title="Importér medlemmer" backTo="/admin/members" />
      <Card aria-live="polite">
        <CardTitle>{result.message}</CardTitle>
        {withEmail.length ? (
          <div className="import-invite">
            <p>
              Næste skridt: send en personlig invitation til dem med e-mail. De vælger selv brugernavn og adgangskode, og linket virker i 14
              dage.
            </p>
            {invited ? (
              <p role="status">{invited}</p>
            ) : (
              <Button onClick={() => onInvite(withEmail.map((p) => p.id))} loading={sending}>
                <Send size={16} aria-hidden="true" /> {inviteLabel(withEmail.length)}
              </Button>
            )}
          </div>
        ) : null}
        {result.created.length > withEmail.length ? (
          <p className="small muted">
            {result.created.length - withEmail.length} uden e-mail kan inviteres, når de har fået en adresse på Medlemmer.
          </p>
        ) : null}
        <p>
          <Link to="/admin/members">Til Medlemmer</Link>
        </p>
      </Card>
      {result.created.length ? (
        <Card>
          <CardTitle as="h2">Oprettet</CardTitle>
          <ul className="import-created">
            {result.created.map((p) => (
              <li key={p.id}>
                <strong>
                  {p.firstName} {p.lastName}
                </strong>{' '}
                <span className="small muted">
                  {p.memberNumber} · {p.email ?? 'ingen e-mail'}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {result.notWritten.length ? (
        <Card>
          <CardTitle as="h2">Ikke importeret</CardTitle>
          <ul className="import-created">
            {result.notWritten.map((r) => (
              <li key={r.line}>
                Række {r.line}: {r.reason}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
