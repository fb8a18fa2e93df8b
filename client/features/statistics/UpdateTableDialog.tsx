import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { parseTableRequest } from '@common/contracts/statistics';
import { errorMessage } from '../../lib/api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';
import { insertAtSelection, standingsFromClipboard } from './paste-standings';
import { useUpdateTable } from './statistics-api';

/** What the dialog types: the HTML only (the team comes from the page). */
const pastedTable = parseTableRequest.pick({ htmlContent: true });

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
  const update = useUpdateTable();
  // A message stays until the next save, as the server's does.
  const form = useForm({ resolver: zodResolver(pastedTable), reValidateMode: 'onSubmit', defaultValues: { htmlContent: '' } });
  const error = form.formState.errors.htmlContent?.message;

  const submit = form.handleSubmit(async ({ htmlContent }) => {
    try {
      const res = await update.mutateAsync({ htmlContent, team });
      showToast({
        title: 'Stilling opdateret',
        description: `${res.teamName}: ${res.tableData.length} hold`,
        variant: 'success',
      });
      form.reset();
      onClose();
    } catch (err) {
      const message = errorMessage(err, 'Prøv igen.');
      form.setError('htmlContent', { type: 'server', message });
      showToast({ title: 'Kunne ikke opdatere stillingen', description: message, variant: 'error' });
    }
  });

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
          {...form.register('htmlContent')}
          onPaste={(e) => {
            const pasted = standingsFromClipboard(e.clipboardData);
            if (pasted === null) return;
            e.preventDefault();
            const field = e.currentTarget;
            form.setValue('htmlContent', insertAtSelection(field.value, field.selectionStart, field.selectionEnd, pasted));
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
