import { useState } from 'react';
import type { Person } from '@common/contracts/people';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SelectField } from '../../ui/Field';
import { playerName } from './squad-form';

/** 'Lån en spiller' (decision 070): a player of another team joins the squad, as a reserve first. */
export function BorrowPlayerCard({
  candidates,
  teamName,
  onBorrow,
}: {
  candidates: Person[];
  teamName: (code: string | null) => string;
  onBorrow: (person: Person) => void;
}) {
  const [borrowId, setBorrowId] = useState('');
  const borrow = () => {
    const person = candidates.find((p) => String(p.id) === borrowId);
    if (!person) return;
    onBorrow(person);
    setBorrowId('');
  };
  return (
    <Card aria-label="Lån en spiller">
      <div className="form-row" style={{ alignItems: 'flex-end' }}>
        <SelectField label="Tilføj spiller fra andet hold" value={borrowId} onChange={(e) => setBorrowId(e.target.value)}>
          <option value="">Vælg spiller</option>
          {candidates.map((p) => (
            <option key={p.id} value={p.id}>
              {playerName(p)} ({teamName(p.team)})
            </option>
          ))}
        </SelectField>
        <Button type="button" variant="secondary" onClick={borrow} disabled={!borrowId}>
          Tilføj
        </Button>
      </div>
    </Card>
  );
}
