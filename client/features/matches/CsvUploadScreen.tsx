import { Upload } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { COMPETITIONS, MAX_IMPORT_BYTES, type ScheduleImportResult } from '@common/contracts/matches';
import { matchTeams } from '@common/domain/match-teams';
import { errorMessage } from '../../lib/api';
import { useTeams } from '../../lib/reads/teams';
import { useCan } from '../../lib/session';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { SelectField, TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { useUpdateDbuName, useUploadSchedule } from './matches-api';
import './matches.css';

const COMPETITION_LABELS: Record<(typeof COMPETITIONS)[number], string> = {
  serie_1: 'Serie 1',
  serie_2: 'Serie 2',
  serie_3: 'Serie 3',
  serie_4: 'Serie 4',
  serie_5: 'Serie 5',
  serie_6: 'Serie 6',
  motionsholdet: 'Motionsholdet',
};

/** The team's name as DBU writes it: the import recognises the club's side by it (admin edits it). */
function DbuNameField({ code, current }: { code: string; current: string }) {
  const can = useCan();
  const mutation = useUpdateDbuName();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  useEffect(() => setValue(current), [current, code]);
  if (!can('teams.manage')) {
    return <p className="small muted">Holdets navn hos DBU: {current || 'ikke angivet'}</p>;
  }
  const save = () => {
    if (!value.trim()) return setError('DBU-navn er påkrævet');
    setError(undefined);
    mutation.mutate(
      { code, dbuName: value.trim() },
      {
        onSuccess: () => showToast({ title: 'DBU-navn gemt', variant: 'success' }),
        onError: (e) => showErrorToast(e, { title: 'Fejl', description: errorMessage(e, 'Kunne ikke gemme DBU-navnet') }),
      },
    );
  };
  return (
    <div className="stack" style={{ gap: 6 }}>
      <div>
        <TextField
          label="Holdets navn hos DBU"
          value={value}
          maxLength={100}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          hint="Bruges til at genkende klubbens side i kampprogrammet"
        />
      </div>
      <Button variant="secondary" size="sm" onClick={save} loading={mutation.isPending} disabled={value.trim() === current} style={{ alignSelf: 'flex-end' }}>
        Gem navn
      </Button>
    </div>
  );
}

function ResultPanel({ result }: { result: ScheduleImportResult }) {
  return (
    <Card aria-label="Resultat af upload" className={result.matchCount ? undefined : 'card-warning'} aria-live="polite">
      <CardTitle>{result.message}</CardTitle>
      <p className="small">Antal kampe: {result.matchCount}</p>
      {result.errors.length ? (
        <>
          <h3 className="small" style={{ margin: 0 }}>
            Fejl ({result.errors.length})
          </h3>
          <ul className="import-errors">
            {result.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

/** Upload Kampprogram (/admin/csv-upload, part 2 §5): team, competition and exactly one file. */
export default function CsvUploadScreen() {
  const teams = useTeams();
  const upload = useUploadSchedule();
  const fileId = useId();
  const [team, setTeam] = useState('');
  const [competition, setCompetition] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ScheduleImportResult | null>(null);

  const teamsForMatches = matchTeams(teams.data ?? []);
  const selected = teams.data?.find((t) => t.code === team);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!team) found.team = 'Vælg et hold';
    if (!competition) found.competition = 'Vælg en turnering';
    if (files.length !== 1) found.file = 'Vælg præcis én fil';
    else if (files[0]!.size > MAX_IMPORT_BYTES) found.file = 'Filen er for stor (højst 5 MB)';
    setErrors(found);
    if (Object.keys(found).length) return;
    const form = new FormData();
    form.append('teamName', team);
    form.append('competition', competition);
    form.append('csvFile', files[0]!);
    upload.mutate(form, {
      onSuccess: (res) => {
        setResult(res);
        showToast({ title: res.matchCount ? 'Kampprogram uploadet' : 'Ingen kampe importeret', description: res.message, variant: res.matchCount ? 'success' : 'error' });
      },
      onError: (error) => {
        setResult(null);
        showErrorToast(error, { title: 'Upload fejlede', description: errorMessage(error, 'Upload fejlede') });
      },
    });
  };

  return (
    <div className="screen">
      <PageHeader title="Upload Kampprogram" backTo="/" subtitle="Importér kampe fra en CSV-fil" />
      <Card>
        <form className="form" onSubmit={submit} noValidate>
          <SelectField label="Hold" value={team} onChange={(e) => setTeam(e.target.value)} error={errors.team}>
            <option value="">Vælg hold</option>
            {teamsForMatches.map((t) => (
              <option key={t.code} value={t.code}>
                {t.displayName}
              </option>
            ))}
          </SelectField>
          {selected ? <DbuNameField code={selected.code} current={selected.dbuName} /> : null}
          <SelectField label="Turnering" value={competition} onChange={(e) => setCompetition(e.target.value)} error={errors.competition}>
            <option value="">Vælg turnering</option>
            {COMPETITIONS.map((c) => (
              <option key={c} value={c}>
                {COMPETITION_LABELS[c]}
              </option>
            ))}
          </SelectField>
          <div className={errors.file ? 'field field-invalid' : 'field'}>
            <label htmlFor={fileId}>CSV-fil</label>
            <input
              id={fileId}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? `${fileId}-error` : `${fileId}-hint`}
              onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            />
            {errors.file ? (
              <div className="field-error" id={`${fileId}-error`} role="alert">
                {errors.file}
              </div>
            ) : (
              <div className="field-hint" id={`${fileId}-hint`}>
                Kolonner: Dato (DD/MM/ÅÅÅÅ), Tid (TT:MM), Hjemmehold, Udehold, Spillested. Højst 5 MB.
              </div>
            )}
          </div>
          <Button type="submit" loading={upload.isPending}>
            <Upload size={16} aria-hidden="true" /> Upload
          </Button>
        </form>
      </Card>
      {result ? <ResultPanel result={result} /> : null}
    </div>
  );
}
