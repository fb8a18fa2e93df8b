import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { receiptSettings, type ReceiptSettings } from '@common/contracts/mail';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { ApiError, errorMessage } from '../../lib/api';
import { call, queryKeyOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { TextField } from '../../ui/Field';

/** Kvitteringer (E4): the club's CVR number, printed on every receipt. */
export function ReceiptSettingsCard() {
  const key = queryKeyOf(mailEndpoints.receiptSettings);
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: key, queryFn: () => call(mailEndpoints.receiptSettings) });
  const form = useForm<ReceiptSettings>({
    resolver: zodResolver(receiptSettings),
    defaultValues: { cvrNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (current.data) form.reset(current.data);
  }, [current.data, form]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await call(mailEndpoints.updateReceiptSettings, { body: values });
      queryClient.setQueryData(key, saved);
      showToast({ title: 'CVR-nummer gemt', variant: 'success' });
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors?.cvrNumber : undefined;
      if (field) form.setError('cvrNumber', { message: field });
      showToast({
        title: 'Fejl',
        description: errorMessage(error, 'Kunne ikke gemme CVR-nummeret.'),
        variant: 'error',
      });
    }
  });
  return (
    <Card>
      <CardTitle>Kvitteringer</CardTitle>
      <form onSubmit={onSubmit} noValidate className="form">
        <TextField
          label="CVR-nummer"
          inputMode="numeric"
          hint="Står på kvitteringer. Tomt, hvis klubben ikke har et."
          error={errors.cvrNumber?.message}
          {...form.register('cvrNumber')}
        />
        <Button type="submit" variant="secondary" loading={isSubmitting} disabled={!current.data}>
          Gem CVR-nummer
        </Button>
      </form>
    </Card>
  );
}
