import { addMonths, format } from 'date-fns';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { formatDate, formatKr } from '../../../lib/format';
import { showToast } from '../../../lib/toast-store';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardTitle } from '../../../ui/Card';
import { TextField } from '../../../ui/Field';
import { EmptyState } from '../../../ui/EmptyState';
import { kontingentApi, useAllPayments, useKontingentUsers, useRefreshKontingent } from './kontingent-api';
import { usersText } from './kontingent-texts';
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
  const [amount, setAmount] = useState('500');
  const [description, setDescription] = useState('Månedskontingent');
  const [dueDate, setDueDate] = useState(() => format(addMonths(new Date(), 1), 'yyyy-MM-dd'));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const kr = Number(amount.replace(',', '.'));

  const create = async () => {
    if (!amount.trim() || !description.trim() || !dueDate) {
      showToast({ title: 'Fejl', description: 'Udfyld venligst alle felter', variant: 'error' });
      return;
    }
    if (selected.size === 0) {
      showToast({ title: 'Fejl', description: 'Vælg mindst én bruger til kontingent', variant: 'error' });
      return;
    }
    setBusy(true);
    try {
      const res = await kontingentApi.createKontingent({ amount: kr, description, dueDate, userIds: [...selected] });
      showToast({ title: res.message, variant: 'success' });
      setSelected(new Set());
      await refresh();
    } catch (e) {
      showToast({ title: 'Fejl', description: (e instanceof ApiError && e.serverMessage) || 'Kunne ikke oprette kontingent', variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <Card>
        <CardTitle>Opret kontingent</CardTitle>
        <div className="form">
          <TextField label="Beløb (kr)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <TextField label="Beskrivelse" maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />
          <TextField label="Forfaldsdato" type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
          <UserPicker users={users.data ?? []} selected={selected} onChange={setSelected} />
          <p className="kontingent-total">
            I alt: {Number.isFinite(kr) ? formatKr(Math.round(kr * 100) * selected.size) : '–'} ({usersText(selected.size)})
          </p>
          <Button block loading={busy} onClick={() => void create()}>
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
            {(payments.data ?? []).map((p) => (
              <li key={p.id} className="list-item row-between">
                <div>
                  <div>{p.user ? `${p.user.firstName} ${p.user.lastName}` : (p.payerName ?? 'Slettet bruger')}</div>
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
      </Card>
    </div>
  );
}
