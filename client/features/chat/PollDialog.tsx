import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { useCreatePoll } from './chat-api';
import { MAX_OPTIONS, MIN_OPTIONS, emptyPoll, pollFormMessage, pollResolver, type PollFormInput, type PollFormOutput } from './poll-form';

/** New poll: a question and 2–10 options. */
export function PollDialog({
  open,
  onClose,
  channel,
}: {
  open: boolean;
  onClose: () => void;
  channel: string;
}) {
  const create = useCreatePoll(channel);
  // A message stays until the next try, as before the form was on react-hook-form.
  const form = useForm<PollFormInput, unknown, PollFormOutput>({
    resolver: pollResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: emptyPoll(),
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const error = form.formState.errors.root?.server?.message ?? pollFormMessage(form.formState.errors);

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset(emptyPoll());
      onClose();
    } catch (err) {
      const message = errorMessage(err, 'Prøv igen.');
      form.setError('root.server', { message });
      showToast({ title: 'Kunne ikke oprette afstemningen', description: message, variant: 'error' });
    }
  });

  return (
    <Dialog open={open} onClose={onClose} title="Ny afstemning">
      <form
        className="form"
        onSubmit={(e) => {
          e.stopPropagation();
          void submit(e);
        }}
        noValidate
      >
        <TextField label="Spørgsmål" maxLength={200} {...form.register('question')} />
        {options.fields.map((field, i) => (
          <div key={field.id} className="poll-option-field">
            <TextField label={`Svarmulighed ${i + 1}`} maxLength={100} {...form.register(`options.${i}.text`)} />
            {options.fields.length > MIN_OPTIONS ? (
              <Button variant="ghost" size="icon" aria-label={`Fjern svarmulighed ${i + 1}`} onClick={() => options.remove(i)}>
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        {options.fields.length < MAX_OPTIONS ? (
          <Button variant="secondary" size="sm" onClick={() => options.append({ text: '' }, { shouldFocus: false })}>
            <Plus size={16} aria-hidden="true" /> Tilføj svarmulighed
          </Button>
        ) : null}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog-footer">
          <Button variant="secondary" onClick={onClose}>
            Annuller
          </Button>
          <Button type="submit" loading={create.isPending}>
            Opret afstemning
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
