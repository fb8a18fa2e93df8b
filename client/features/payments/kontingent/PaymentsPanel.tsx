import { zodResolver } from '@hookform/resolvers/zod';
import { addMonths, format } from 'date-fns';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateKontingentRequest } from '@common/contracts/payments';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { formatDate, formatKr } from '../../../lib/format';
import { showToast } from '../../../lib/toast-store';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardTitle } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/Field';
import { EmptyState } from '../../../ui/EmptyState';
import { kontingentFormSchema, type KontingentFormValues } from './kontingent-forms';
import { kontingentApi, useAllPayments, useKontingentUsers, useRefreshKontingent } from './kontingent-api';
import { createKontingentQuestion, namesText, usersText } from './kontingent-texts';
import { ShowMore } from '../../../components/people-list/PeopleFilters';
import { usePaging } from '../../../components/people-list/use-list-filters';
import { UserPicker } from './UserPicker';

const STATUS: Record<string, { label: string; tone: 'green' | 'amber' | 'grey' | 'red' }> = {
  completed: { label: 'Betalt', tone: 'green' },
  pending: { label: 'Afventer', tone: 'amber' },
  processing: { label: 'Behandles', tone: 'amber' },
  refunded: { label: 'Refunderet', tone: 'grey' },
  failed: { label: 'Fejlet', tone: 'red' },
};

/** Tab Betalinger: create kontingent (defaults 500 kr, 'Månedskontingent', one month ahead) and all payments. */
export function PaymentsPanel() {
  const users = useKontingentUsers();
  const payments = useAllPayments();
  const refresh = useRefreshKontingent();
  const form = useForm<KontingentFormValues, unknown, Omit<CreateKontingentRequest, 'userIds'>>({
    resolver: zodResolver(kontingentFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      amount: '500',
      description: 'Månedskontingent',
      dueDate: format(addMonths(new Date(), 1), 'yyyy-MM-dd'),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState<Omit<CreateKontingentRequest, 'userIds'> | null>(null);
  const [busy, setBusy] = useState(false);
  const allPayments = usePaging(payments.data ?? [], 'all');
  const kr = Number(form.watch('amount').replace(',', '.'));
  const chosenNames = (users.data ?? [])
    .filter((u) => selected.has(u.id))
    .map((u) => `${u.firstName} ${u.lastName}`);

  const send = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const res = await kontingentApi.createKontingent({ ...confirming, userIds: [...selected] });
      showToast({ title: res.message, variant: 'success' });
      setSelected(new Set());
      await refresh();
    } catch (e) {
      applyServerFieldErrors(form, e);
      showToast({
        title: 'Fejl',
        description: (e instanceof ApiError && e.serverMessage) || 'Kunne ikke oprette kontingent',
        variant: 'error',
      });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  // The fields and the people are checked first; then the question (decision 079), then the request.
  const create = form.handleSubmit(
    (fields) => {
      if (selected.size === 0) {
        showToast({ title: 'Fejl', description: 'Vælg mindst én bruger til kontingent', variant: 'error' });
        return;
      }
      setConfirming(fields);
    },
    // The messages stand under the fields; the first also comes as the toast it always was.
    (invalid) => {
      const first = invalid.amount ?? invalid.description ?? invalid.dueDate;
      showToast({
        title: 'Fejl',
        description: first?.message ?? 'Udfyld venligst alle felter',
        variant: 'error',
      });
    },
  );

  return (
    <div className="stack">
      <Card>
        <CardTitle>Opret kontingent</CardTitle>
        {/* Not a <form>: Enter in the picker's search must not create kontingent. */}
        <div className="form">
          <TextField
            label="Beløb (kr)"
            inputMode="decimal"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <TextField
            label="Beskrivelse"
            maxLength={200}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <TextField
            label="Forfaldsdato"
            type="date"
            error={errors.dueDate?.message}
            {...form.register('dueDate')}
          />
          <UserPicker users={users.data ?? []} selected={selected} onChange={setSelected} />
          <p className="kontingent-total">
            I alt: {Number.isFinite(kr) ? formatKr(Math.round(kr * 100) * selected.size) : '–'} (
            {usersText(selected.size)})
          </p>
          <Button block loading={isSubmitting || busy} onClick={() => void create()}>
            Opret kontingent
          </Button>
        </div>
      </Card>
      <Card>
        <CardTitle>Alle betalinger</CardTitle>
        {(payments.data ?? []).length === 0 ? (
          <EmptyState title="Ingen betalinger" />
        ) : (
          <ul className="list">
            {allPayments.shown.map((p) => (
              <li key={p.id} className="list-item row-between">
                <div>
                  <div>
                    {p.user ? `${p.user.firstName} ${p.user.lastName}` : (p.payerName ?? 'Slettet bruger')}
                  </div>
                  <div className="muted small">
                    {p.description} · {formatDate(p.paidAt ?? p.createdAt)}
                  </div>
                </div>
                <div className="row">
                  <span>{formatKr(p.amount)}</span>
                  <Badge tone={STATUS[p.status]?.tone ?? 'grey'}>{STATUS[p.status]?.label ?? p.status}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ShowMore more={allPayments.more} onMore={allPayments.showMore} />
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        title={createKontingentQuestion(selected.size)}
        description={
          confirming ? (
            <p>
              {namesText(chosenNames)} får hver en udestående betaling på{' '}
              {formatKr(Math.round(confirming.amount * 100))} ({confirming.description}) med forfald{' '}
              {formatDate(confirming.dueDate)}. I alt{' '}
              {formatKr(Math.round(confirming.amount * 100) * selected.size)}.
            </p>
          ) : null
        }
        confirmLabel="Opret kontingent"
        danger={false}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
