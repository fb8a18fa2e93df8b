import { useEffect, useState } from 'react';
import type { AttendanceSheet } from '@common/contracts/attendance';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/Field';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';

/**
 * Fremmøde for one training or match (decision 072): one tap per player, pre-filled by the server
 * from the squad and the Klar answers until staff have registered it.
 */
export function AttendanceDialog({
  open,
  onClose,
  title,
  sheet,
  saving,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  sheet: AttendanceSheet | null | undefined;
  saving: boolean;
  onSave: (present: number[]) => void;
}) {
  const [present, setPresent] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (sheet) setPresent(new Set(sheet.people.filter((p) => p.present).map((p) => p.userId)));
  }, [sheet]);
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {!sheet ? (
        <Spinner />
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave([...present]);
          }}
        >
          <p className="small muted">
            {sheet.registered ? 'Registreret.' : 'Forslag ud fra holdet og Klar-svarene.'} {present.size} til
            stede.
          </p>
          <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0, gap: 4 }}>
            <legend className="small">Til stede</legend>
            {sheet.people.map((p) => (
              <CheckboxField
                key={p.userId}
                label={`${p.firstName} ${p.lastName}`}
                checked={present.has(p.userId)}
                onChange={(e) =>
                  setPresent((s) => {
                    const next = new Set(s);
                    if (e.target.checked) next.add(p.userId);
                    else next.delete(p.userId);
                    return next;
                  })
                }
              />
            ))}
          </fieldset>
          <Button type="submit" block loading={saving}>
            Gem fremmøde
          </Button>
        </form>
      )}
    </Dialog>
  );
}
