import { useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DBU_TERMS_TEXT, type DbuTeamStatus } from '@common/contracts/dbu-sync';
import { dbuSyncEndpoints } from '@common/contracts/endpoints/dbu-sync';
import type { Team } from '@common/contracts/teams';
import { syncedText } from '@common/domain/dbu-notices';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/api-client';
import { useTeams } from '../../lib/reads/teams';
import { showToast } from '../../lib/toast-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { SelectField, TextField } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { DBU_KEY, useDbuOverview } from '../../lib/reads/dbu';
import './dbu-sync.css';

/** One team's DBU page (or API ids): checked by the server when saved, the pool's title shown back. */
function TeamSource({ team, status, apiKeySet }: { team: Team; status: DbuTeamStatus | undefined; apiKeySet: boolean }) {
  const queryClient = useQueryClient();
  const [source, setSource] = useState<'web' | 'api'>(status?.source ?? 'web');
  const [address, setAddress] = useState(status?.address ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'sync' | null>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy('save');
    setError(null);
    try {
      const saved = await call(dbuSyncEndpoints.saveSource, { params: { code: team.code }, body: { source, address } });
      await queryClient.invalidateQueries({ queryKey: DBU_KEY });
      showToast({ title: `${team.displayName}: ${saved.poolTitle}`, variant: 'success' });
    } catch (err) {
      setError(errorMessage(err, 'Adressen kunne ikke gemmes.'));
    } finally {
      setBusy(null);
    }
  };
  const syncNow = async () => {
    setBusy('sync');
    try {
      const result = await call(dbuSyncEndpoints.syncNow, { params: { code: team.code } });
      await queryClient.invalidateQueries();
      showToast({ title: result.ok ? `Hentet fra DBU: ${result.message}` : result.message, variant: result.ok ? 'success' : 'error' });
    } catch (err) {
      showToast({ title: errorMessage(err, 'Kunne ikke hente fra DBU.'), variant: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const id = `dbu-${team.code}`;
  return (
    <li className="dbu-team">
      <form noValidate onSubmit={(e) => void save(e)} aria-labelledby={`${id}-name`}>
        <strong id={`${id}-name`}>{team.displayName}</strong>
        <div className="dbu-team-fields">
          <SelectField label="Kilde" value={source} onChange={(e) => setSource(e.target.value as 'web' | 'api')}>
            <option value="web">Holdets side på dbu.dk</option>
            <option value="api" disabled={!apiKeySet}>
              KlubWeb API{apiKeySet ? '' : ' (kræver API-nøgle)'}
            </option>
          </SelectField>
          <TextField
            label="Holdets adresse på dbu.dk"
            hint="Fx https://www.dbu.dk/resultater/hold/621947_472339/kampprogram"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={error ?? undefined}
            inputMode="url"
          />
        </div>
        <div className="row">
          <Button type="submit" variant="secondary" size="sm" loading={busy === 'save'}>
            Tjek og gem
          </Button>
          {status ? (
            <Button type="button" size="sm" loading={busy === 'sync'} onClick={() => void syncNow()}>
              Hent fra DBU nu
            </Button>
          ) : null}
        </div>
      </form>
      {status ? <DbuTeamState status={status} /> : null}
    </li>
  );
}

/** The pool, the last run, what it changed and its error: the team's part of Planlagte job too. */
export function DbuTeamState({ status }: { status: DbuTeamStatus }) {
  return (
    <dl className="job-times small">
      <dt>Pulje</dt>
      <dd>
        {status.poolTitle}{' '}
        {status.poolEnded ? <Badge tone="amber">Puljen er slut eller har ingen kommende kampe</Badge> : null}
      </dd>
      <dt>Sidst hentet</dt>
      <dd>{status.lastSyncedAt ? syncedText(new Date(status.lastSyncedAt), new Date()) : 'Aldrig'}</dd>
      {status.lastChanges ? (
        <>
          <dt>Ændret</dt>
          <dd>{status.lastChanges}</dd>
        </>
      ) : null}
      {status.lastError ? (
        <>
          <dt>Sidste fejl</dt>
          <dd className="job-error">{status.lastError}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The club's KlubWeb API key: written once, never shown again; DBU's terms beside it. */
function ApiKeyForm({ set, fromEnvironment }: { set: boolean; fromEnvironment: boolean }) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await call(dbuSyncEndpoints.setApiKey, { body: { apiKey: key } });
      setKey('');
      await queryClient.invalidateQueries({ queryKey: DBU_KEY });
      showToast({ title: 'API-nøglen er gemt', variant: 'success' });
    } catch (err) {
      setError(errorMessage(err, 'Nøglen kunne ikke gemmes.'));
    }
  };
  if (fromEnvironment) return <p className="muted small">API-nøglen til DBU er sat i serverens miljø.</p>;
  return (
    <form className="dbu-key" noValidate onSubmit={(e) => void save(e)}>
      <TextField
        label={set ? 'Ny API-nøgle til DBU KlubWeb (en nøgle er gemt)' : 'API-nøgle til DBU KlubWeb (valgfri)'}
        type="password"
        autoComplete="off"
        value={key}
        onChange={(e) => setKey(e.target.value)}
        error={error ?? undefined}
        hint={`Nøglen vises ikke igen, når den er gemt. ${DBU_TERMS_TEXT}`}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={!key.trim()}>
        Gem nøgle
      </Button>
    </form>
  );
}

/** Systemindstillinger › Hent fra DBU: each team's DBU page, checked when saved (decision 109). */
export function DbuTeamsCard() {
  const teams = useTeams();
  const overview = useDbuOverview();
  return (
    <Card aria-labelledby="dbu-title">
      <div id="dbu-title">
        <CardTitle icon={<Link2 size={18} aria-hidden="true" />}>Hent fra DBU</CardTitle>
      </div>
      <p className="muted small">
        Kampprogram og stilling hentes hver nat kl. 03:00 fra holdets side på dbu.dk. Flyttede kampe sendes til de spillere,
        der har svaret eller er udtaget.
      </p>
      {!overview.data || !teams.data ? (
        <Skeleton rows={3} height={64} />
      ) : (
        <>
          <ApiKeyForm {...overview.data.apiKey} />
          <ul className="status-list">
            {teams.data.map((team) => (
              <TeamSource
                key={team.code}
                team={team}
                status={overview.data.teams.find((t) => t.team === team.code)}
                apiKeySet={overview.data.apiKey.set}
              />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** Planlagte job: each team's last DBU run, what it changed and its last error. */
export function DbuJobStatus() {
  const overview = useDbuOverview();
  const teams = overview.data?.teams ?? [];
  if (teams.length === 0) return null;
  return (
    <section aria-labelledby="dbu-jobs-title" className="dbu-jobs">
      <h3 id="dbu-jobs-title">Hent fra DBU, hold for hold</h3>
      <ul className="status-list">
        {teams.map((status) => (
          <li key={status.team} className="job-row">
            <strong>{status.displayName}</strong>
            <DbuTeamState status={status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
