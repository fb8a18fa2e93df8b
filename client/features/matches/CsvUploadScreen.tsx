import { zodResolver } from '@hookform/resolvers/zod';
import { FileUp, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { COMPETITIONS, type ScheduleImportResult } from '@common/contracts/matches';
import { updateTeamRequest, type UpdateTeamRequest } from '@common/contracts/teams';
import { matchTeams } from '@common/domain/match-teams';
import { errorMessage } from '../../lib/api';
import { useTeams } from '../../lib/reads/teams';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { useCan } from '../../lib/session';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { SelectField, TextField } from '../../ui/Field';
import { FileField } from '../../ui/FileField';
import { PageHeader } from '../../ui/PageHeader';
import { scheduleImportFormSchema, type ScheduleImportForm, type ScheduleImportFormValues } from './match-form-rules';
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
  // A part of the upload form, not a form of its own (forms do not nest): 'Gem navn' submits it.
  const form = useForm<UpdateTeamRequest>({
    resolver: zodResolver(updateTeamRequest),
    reValidateMode: 'onSubmit',
    values: { dbuName: current },
  });
  const typed = form.watch('dbuName');
  if (!can('teams.manage')) {
    return <p className="small muted">Holdets navn hos DBU: {current || 'ikke angivet'}</p>;
  }
  const save = form.handleSubmit(({ dbuName }) => {
    mutation.mutate(
      { code, dbuName },
      {
        onSuccess: () => showToast({ title: 'DBU-navn gemt', variant: 'success' }),
        onError: (e) => {
          applyServerFieldErrors(form, e);
          showErrorToast(e, { title: 'Fejl', description: errorMessage(e, 'Kunne ikke gemme DBU-navnet') });
        },
      },
    );
  });
  return (
    <div className="stack" style={{ gap: 6 }}>
      <div>
        <TextField
          label="Holdets navn hos DBU"
          maxLength={100}
          error={form.formState.errors.dbuName?.message}
          hint="Bruges til at genkende klubbens side i kampprogrammet"
          {...form.register('dbuName')}
        />
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void save()}
        loading={mutation.isPending}
        disabled={(typed ?? current).trim() === current}
        style={{ alignSelf: 'flex-end' }}
      >
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
  // Messages stay until the next try, as before the form was on react-hook-form.
  const form = useForm<ScheduleImportFormValues, unknown, ScheduleImportForm>({
    resolver: zodResolver(scheduleImportFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { teamName: '', competition: '', csvFile: null },
  });
  const { errors } = form.formState;
  const [result, setResult] = useState<ScheduleImportResult | null>(null);

  const teamsForMatches = matchTeams(teams.data ?? []);
  const team = form.watch('teamName');
  const file = form.watch('csvFile');
  const selected = teams.data?.find((t) => t.code === team);

  const submit = form.handleSubmit(({ teamName, competition, csvFile }) => {
    const body = new FormData();
    body.append('teamName', teamName);
    body.append('competition', competition);
    body.append('csvFile', csvFile);
    upload.mutate(body, {
      onSuccess: (res) => {
        setResult(res);
        showToast({ title: res.matchCount ? 'Kampprogram uploadet' : 'Ingen kampe importeret', description: res.message, variant: res.matchCount ? 'success' : 'error' });
      },
      onError: (error) => {
        setResult(null);
        applyServerFieldErrors(form, error);
        showErrorToast(error, { title: 'Upload fejlede', description: errorMessage(error, 'Upload fejlede') });
      },
    });
  });

  const fileError = errors.csvFile?.message;
  const fileNote = fileError ? `${fileId}-error` : `${fileId}-hint`;
  return (
    <div className="screen">
      <PageHeader title="Upload Kampprogram" backTo="/" subtitle="Importér kampe fra en CSV-fil" />
      <Card>
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          <SelectField label="Hold" error={errors.teamName?.message} {...form.register('teamName')}>
            <option value="">Vælg hold</option>
            {teamsForMatches.map((t) => (
              <option key={t.code} value={t.code}>
                {t.displayName}
              </option>
            ))}
          </SelectField>
          {selected ? <DbuNameField key={selected.code} code={selected.code} current={selected.dbuName} /> : null}
          <SelectField label="Turnering" error={errors.competition?.message} {...form.register('competition')}>
            <option value="">Vælg turnering</option>
            {COMPETITIONS.map((c) => (
              <option key={c} value={c}>
                {COMPETITION_LABELS[c]}
              </option>
            ))}
          </SelectField>
          <div className={fileError ? 'field field-invalid' : 'field'}>
            <label htmlFor={fileId}>CSV-fil</label>
            <FileField
              id={fileId}
              accept=".csv,.txt,text/csv,text/plain"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileNote}
              onFile={(chosen) => form.setValue('csvFile', chosen, { shouldDirty: true })}
            >
              {(open) => (
                <div className="file-choice">
                  <Button variant="secondary" size="sm" onClick={open} aria-describedby={`${fileId}-name ${fileNote}`}>
                    <FileUp size={16} aria-hidden="true" /> Vælg fil
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
