import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { formatDate, formatKr } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast-store';
import { Button } from '../../../ui/Button';
import { Card, CardTitle } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { kontingentApi, useAllPayments, useRefreshKontingent } from './kontingent-api';
import { overdueText } from './kontingent-texts';
import { ShowMore } from '../../../components/people-list/PeopleFilters';
import { usePaging } from '../../../components/people-list/use-list-filters';

/** Tab Udestående: outstanding payments with totals, sortable by days overdue; pending ones can be deleted. */
export function ArrearsPanel() {
  const payments = useAllPayments();
  const { user: me } = useCurrentUser();
  const refresh = useRefreshKontingent();
  const [sort, setSort] = useState<'overdue' | 'name'>('overdue');
  const [deleting, setDeleting] = useState<number | null>(null);
  const outstanding = (payments.data ?? []).filter((p) => p.status === 'pending');
  const name = (p: (typeof outstanding)[number]) =>
    p.user ? `${p.user.firstName} ${p.user.lastName}` : (p.payerName ?? '');
  const sorted = [...outstanding].sort((a, b) =>
    sort === 'overdue' ? b.daysOverdue - a.daysOverdue : name(a).localeCompare(name(b), 'da'),
  );
  const page = usePaging(sorted, sort);
  const total = outstanding.reduce((sum, p) => sum + p.amount, 0);
  const overdueTotal = outstanding.filter((p) => p.daysOverdue > 0).reduce((sum, p) => sum + p.amount, 0);

  const remove = async () => {
    if (deleting === null) return;
    try {
      await kontingentApi.deletePayment(deleting);
      showToast({ title: 'Betaling slettet', variant: 'success' });
      await refresh();
    } catch (e) {
      showToast({
        title: 'Fejl',
        description: (e instanceof ApiError && e.serverMessage) || 'Kunne ikke slette betalingen',
        variant: 'error',
      });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Card>
      <CardTitle>Udestående</CardTitle>
      <p>
        I alt udestående: <strong>{formatKr(total)}</strong> ({outstanding.length}) · heraf forfalden:{' '}
        <strong>{formatKr(overdueTotal)}</strong>
      </p>
      <div className="row">
        <label htmlFor="arrears-sort">Sortér efter</label>
        <select
          id="arrears-sort"
          value={sort}
          onChange={(e) => setSort(e.target.value as 'overdue' | 'name')}
        >
          <option value="overdue">Dage over forfald</option>
          <option value="name">Navn</option>
        </select>
      </div>
      {sorted.length === 0 ? (
        <EmptyState title="Ingen udestående betalinger" />
      ) : (
        <ul className="list">
          {page.shown.map((p) => (
            <li key={p.id} className="list-item row-between">
              <div>
                <div>{name(p) || 'Slettet bruger'}</div>
                <div className="muted small">
                  {p.description}
                  {p.dueDate ? ` · forfald ${formatDate(p.dueDate)}` : ''}
                  {p.daysOverdue > 0 ? ` · ${overdueText(p.daysOverdue)}` : ''}
                </div>
              </div>
              <div className="row">
                <span>{formatKr(p.amount)}</span>
                {/* Nobody deletes their own kontingent (F5); the server refuses it too. */}
                {p.userId !== me?.id ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(p.id)}
                    aria-label={`Slet betaling ${p.description} for ${name(p)}`}
                  >
                    Slet
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMore more={page.more} onMore={page.showMore} />
      <ConfirmDialog
        open={deleting !== null}
        title="Slet betaling?"
        description="Den udestående betaling slettes."
        confirmLabel="Slet"
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
