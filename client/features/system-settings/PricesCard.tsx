import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { ClubConfig } from '@common/contracts/club';
import { systemSettingsEndpoints } from '@common/contracts/endpoints/system-settings';
import type { ClubSettingsRequest } from '@common/contracts/club-settings';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/api-client';
import { CLUB_CONFIG_KEY, useClubIdentity } from '../../lib/club-config';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { EMPTY_PRICES, PRICE_FIELDS, pricesFormSchema, pricesFormValues, type PricesFormValues } from './prices-form';

/** Club prices (D2): shown in kr, sent in øre. */
export function PricesCard() {
  const config = useQuery<ClubConfig | null>({ queryKey: CLUB_CONFIG_KEY });
  const queryClient = useQueryClient();
  const { shortName } = useClubIdentity();
  // Messages stay until the next try, as before the form was on react-hook-form.
  const form = useForm<PricesFormValues, unknown, ClubSettingsRequest>({
    resolver: zodResolver(pricesFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY_PRICES,
    values: config.data ? pricesFormValues(config.data.prices) : undefined,
  });
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (body) => {
    try {
      await call(systemSettingsEndpoints.updateClubSettings, { body });
      await queryClient.invalidateQueries({ queryKey: CLUB_CONFIG_KEY });
      showToast({ title: 'Priser opdateret', variant: 'success' });
    } catch (error) {
      applyServerFieldErrors(form, error);
      showToast({ title: 'Fejl', description: errorMessage(error, 'Kunne ikke gemme priserne.'), variant: 'error' });
    }
  });

  return (
    <Card>
      <CardTitle>Priser</CardTitle>
      <form className="form" noValidate onSubmit={(e) => void save(e)}>
        <div className="form-row">
          {PRICE_FIELDS.map((f) => (
            <TextField key={f.key} label={f.label(shortName)} inputMode="decimal" error={errors[f.key]?.message} {...form.register(f.key)} />
          ))}
        </div>
        <Button type="submit" loading={isSubmitting}>
          Gem priser
        </Button>
      </form>
    </Card>
  );
}
