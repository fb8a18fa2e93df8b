import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ClubConfig } from '@common/contracts/club';
import { systemSettingsEndpoints } from '@common/contracts/endpoints/system-settings';
import type { ClubSettingsRequest } from '@common/contracts/system-settings';
import { errorMessage, ApiError } from '../../lib/api';
import { call } from '../../lib/api-client';
import { CLUB_CONFIG_KEY } from '../../lib/club-config';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { TextField } from '../../ui/Field';

type Prices = ClubConfig['prices'];
const FIELDS: Array<{ key: keyof Prices; label: string; kr: boolean }> = [
  { key: 'playerFeeOre', label: 'Spillerkontingent (kr)', kr: true },
  { key: 'playerPeriodMonths', label: 'Spillerperiode (måneder)', kr: false },
  { key: 'ruFeeOre', label: 'RU-kontingent (kr)', kr: true },
  { key: 'ruPeriodMonths', label: 'RU-periode (måneder)', kr: false },
];

/** Club prices (D2): shown in kr, sent in øre. */
export function PricesCard() {
  const config = useQuery<ClubConfig | null>({ queryKey: CLUB_CONFIG_KEY });
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const p = config.data?.prices;
    if (p) setValues(Object.fromEntries(FIELDS.map((f) => [f.key, String(f.kr ? p[f.key] / 100 : p[f.key])])));
  }, [config.data]);

  const save = async () => {
    // FIELDS names every price, so the entries make a whole request.
    const body = Object.fromEntries(
      FIELDS.map((f) => {
        const n = Number((values[f.key] ?? '').replace(',', '.'));
        return [f.key, f.kr ? Math.round(n * 100) : n];
      }),
    ) as ClubSettingsRequest;
    setBusy(true);
    setErrors({});
    try {
      await call(systemSettingsEndpoints.updateClubSettings, { body });
      await queryClient.invalidateQueries({ queryKey: CLUB_CONFIG_KEY });
      showToast({ title: 'Priser opdateret', variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      showToast({ title: 'Fejl', description: errorMessage(error, 'Kunne ikke gemme priserne.'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardTitle>Priser</CardTitle>
      <div className="form-row">
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            inputMode="decimal"
            value={values[f.key] ?? ''}
            error={errors[f.key]}
            onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
          />
        ))}
      </div>
      <Button onClick={() => void save()} loading={busy}>
        Gem priser
      </Button>
    </Card>
  );
}
