import { useState, type FormEvent } from 'react';
import { EMPTY_HTML_MESSAGE } from '@common/contracts/statistics';
import { errorMessage } from '../../lib/api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';
import { insertAtSelection, standingsFromClipboard } from './paste-standings';
import { useUpdateTable } from './statistics-api';

/** Admin: paste the standings copied from dbu.dk (the table's HTML when the clipboard has it) for the chosen team. */
export function UpdateTableDialog({
  open,
  onClose,
  team,
  teamName,
}: {
  open: boolean;
  onClose: () => void;
  team: string;
  teamName: string;
}) {
  const [html, setHtml] = useState('');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateTable();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!html.trim()) {
      setError(EMPTY_HTML_MESSAGE);
      return;
    }
    setError(undefined);
    update.mutate(
      { htmlContent: html, team },
      {
        onSuccess: (res) => {
          showToast({
            title: 'Stilling opdateret',
            description: `${res.teamName}: ${res.tableData.length} hold`,
            variant: 'success',
          });
          setHtml('');
          onClose();
        },
        onError: (err) => {
          const message = errorMessage(err, 'Prøv igen.');
          setError(message);
          showToast({ title: 'Kunne ikke opdatere stillingen', description: message, variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Opdater stilling – ${teamName}`}
      description="Åbn holdets side på dbu.dk under Stilling, markér og kopiér stillingstabellen (eller sidens HTML-kode) og indsæt den her."
    >
      <form className="form" onSubmit={submit} noValidate>
        <TextAreaField
          label="HTML-kode fra DBU"
          value={html}
          onChange={(e) => setHtml(e.target.value)}
          onPaste={(e) => {
            const pasted = standingsFromClipboard(e.clipboardData);
            if (pasted === null) return;
            e.preventDefault();
            const field = e.currentTarget;
            setHtml(insertAtSelection(field.value, field.selectionStart, field.selectionEnd, pasted));
          }}
          error={error}
          rows={8}
          spellCheck={false}
        />
        <div className="dialog-footer">
          <Button variant="secondary" onClick={onClose}>
            Annuller
          </Button>
          <Button type="submit" loading={update.isPending}>
            Gem stilling
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
