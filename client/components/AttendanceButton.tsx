import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../lib/api';
import { useAttendanceSheet, useSaveAttendance } from '../lib/attendance';
import { showErrorToast } from '../lib/error-toast';
import { showToast } from '../lib/toast-store';
import { AttendanceDialog } from './AttendanceDialog';
import { Button } from '../ui/Button';

/** 'Fremmøde' on a training or match that has started (coach, board, admin): opens the one-tap list. */
export function AttendanceButton({
  kind,
  id,
  name,
}: {
  kind: 'match' | 'training';
  id: number;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const sheet = useAttendanceSheet(kind, id, open);
  const save = useSaveAttendance(kind, id);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`Fremmøde ${name}`}>
        <ClipboardCheck size={14} aria-hidden="true" /> Fremmøde
      </Button>
      {open ? (
        <AttendanceDialog
          open
          onClose={() => setOpen(false)}
          title={`Fremmøde · ${name}`}
          sheet={sheet.data}
          saving={save.isPending}
          onSave={(present) =>
            save.mutate(present, {
              onSuccess: () => {
                showToast({ title: 'Fremmøde gemt', variant: 'success' });
                setOpen(false);
              },
              onError: (error) =>
                showErrorToast(error, { title: errorMessage(error, 'Kunne ikke gemme fremmødet') }),
            })
          }
        />
      ) : null}
    </>
  );
}
