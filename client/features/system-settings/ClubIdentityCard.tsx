import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { clubIdentityRequest, type ClubIdentity, type ClubIdentityRequest } from '@common/contracts/club-identity';
import { systemSettingsEndpoints } from '@common/contracts/endpoints/system-settings';
import { clubColorProblems } from '@common/domain/club-identity';
import { ApiError, errorMessage } from '../../lib/api';
import { call, queryKeyOf } from '../../lib/api-client';
import { CLUB_CONFIG_KEY } from '../../lib/club-config';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { FileField } from '../../ui/FileField';
import { TextField } from '../../ui/Field';
import './club-identity.css';

const EMPTY: ClubIdentityRequest = {
  clubName: '',
  shortName: '',
  primaryColor: '#0f5132',
  accentColor: '#f2b705',
  cvrNumber: '',
  address: '',
  contactEmail: '',
  dbuClubName: '',
};

const FIELDS = Object.keys(EMPTY) as Array<keyof ClubIdentityRequest>;

/** A chosen file as base64, as PUT /api/admin/club-crest takes it. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Skjoldet kunne ikke læses'));
    reader.readAsDataURL(file);
  });
}

/**
 * Klubben (decision 105): the club's names, colours (checked for contrast in the light and the
 * dark theme as they are chosen, and again by the server), crest, CVR, address, contact mail and
 * DBU name. Every screen shows a change at its next load; installed apps at their next update.
 */
export function ClubIdentityCard() {
  const key = queryKeyOf(systemSettingsEndpoints.clubIdentity);
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: key, queryFn: () => call(systemSettingsEndpoints.clubIdentity) });
  const form = useForm<ClubIdentityRequest>({ resolver: zodResolver(clubIdentityRequest), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [crestBusy, setCrestBusy] = useState(false);
  useEffect(() => {
    if (current.data) form.reset(Object.fromEntries(FIELDS.map((f) => [f, current.data[f]])) as ClubIdentityRequest);
  }, [current.data, form]);
  const primary = form.watch('primaryColor');
  const accent = form.watch('accentColor');
  const colourProblems = clubColorProblems(primary, accent);

  const saved = (identity: ClubIdentity, title: string) => {
    queryClient.setQueryData(key, identity);
    void queryClient.invalidateQueries({ queryKey: CLUB_CONFIG_KEY });
    showToast({ title, variant: 'success' });
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      saved(await call(systemSettingsEndpoints.updateClubIdentity, { body: values }), 'Klubben er gemt');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      for (const f of FIELDS) if (fields?.[f]) form.setError(f, { message: fields[f] });
      showToast({ title: 'Fejl', description: errorMessage(error, 'Kunne ikke gemme klubben.'), variant: 'error' });
    }
  });
  const uploadCrest = async (file: File) => {
    setCrestBusy(true);
    try {
      const image = await readAsDataUrl(file);
      saved(await call(systemSettingsEndpoints.updateClubCrest, { body: { image } }), 'Skjoldet er gemt');
    } catch (error) {
      showToast({ title: 'Fejl', description: errorMessage(error, 'Kunne ikke gemme skjoldet.'), variant: 'error' });
    } finally {
      setCrestBusy(false);
    }
  };
  const removeCrest = async () => {
    setCrestBusy(true);
    try {
      saved(await call(systemSettingsEndpoints.removeClubCrest), 'Skjoldet er fjernet');
    } catch (error) {
      showToast({ title: 'Fejl', description: errorMessage(error, 'Kunne ikke fjerne skjoldet.'), variant: 'error' });
    } finally {
      setCrestBusy(false);
    }
  };

  const crestUrl = current.data?.crestUrl ?? null;
  return (
    <Card aria-labelledby="club-identity-title">
      <div id="club-identity-title">
        <CardTitle>Klubben</CardTitle>
      </div>
      <form onSubmit={onSubmit} noValidate className="form">
        <TextField label="Klubbens navn" error={errors.clubName?.message} {...form.register('clubName')} />
        <TextField
          label="Kort navn"
          hint={`Som i "${form.watch('shortName') || 'RU'} KlubApp" og "${form.watch('shortName') || 'RU'} Medlem".`}
          error={errors.shortName?.message}
          {...form.register('shortName')}
        />
        <div className="club-colours">
          <TextField label="Klubfarve" type="color" error={errors.primaryColor?.message} {...form.register('primaryColor')} />
          <TextField label="Accentfarve" type="color" error={errors.accentColor?.message} {...form.register('accentColor')} />
        </div>
        {colourProblems.length > 0 ? (
          <ul className="club-colour-problems" role="status">
            {colourProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : (
          <p className="muted small" role="status">
            Farverne kan læses i både det lyse og det mørke tema.
          </p>
        )}
        <TextField label="CVR-nummer" inputMode="numeric" hint="Står på kvitteringer." error={errors.cvrNumber?.message} {...form.register('cvrNumber')} />
        <TextField label="Adresse" autoComplete="street-address" error={errors.address?.message} {...form.register('address')} />
        <TextField label="Kontaktmail" type="email" error={errors.contactEmail?.message} {...form.register('contactEmail')} />
        <TextField
          label="Klubbens navn hos DBU"
          hint="Som DBU skriver det i kampprogram og stilling."
          error={errors.dbuClubName?.message}
          {...form.register('dbuClubName')}
        />
        <Button type="submit" variant="secondary" loading={isSubmitting} disabled={!current.data || colourProblems.length > 0}>
          Gem klubben
        </Button>
      </form>
      <div className="club-crest-row">
        {crestUrl ? <img src={crestUrl} width={72} height={72} alt="Klubbens skjold" /> : <p className="muted small">Intet skjold uploadet: appen tegner skjoldet med det korte navn.</p>}
        <FileField id="club-crest-file" accept="image/png,image/jpeg,image/webp,image/svg+xml" aria-label="Vælg skjold" onFile={(f) => void uploadCrest(f)}>
          {(open) => (
            <Button type="button" variant="secondary" onClick={open} loading={crestBusy} disabled={!current.data}>
              Upload skjold
            </Button>
          )}
        </FileField>
        {crestUrl ? (
          <Button type="button" variant="ghost" onClick={() => void removeCrest()} disabled={crestBusy}>
            Fjern skjold
          </Button>
        ) : null}
      </div>
      <p className="muted small">PNG, JPEG, WebP eller SVG, højst 1 MB. Et SVG laves om til et billede på serveren.</p>
    </Card>
  );
}
