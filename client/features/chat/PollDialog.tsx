import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { useCreatePoll } from './chat-api';

const MIN = 2;
const MAX = 10;

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
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [error, setError] = useState<string | undefined>();
  const create = useCreatePoll(channel);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const filled = options.map((o) => o.trim()).filter(Boolean);
    if (!question.trim()) return setError('Skriv et spørgsmål');
    if (filled.length < MIN || filled.length > MAX)
      return setError('En afstemning skal have mellem 2 og 10 svarmuligheder');
    setError(undefined);
    create.mutate(
      { question: question.trim(), options: filled },
      {
        onSuccess: () => {
          setQuestion('');
          setOptions(['', '']);
          onClose();
        },
        onError: (err) => {
          const message = errorMessage(err, 'Prøv igen.');
          setError(message);
          showToast({ title: 'Kunne ikke oprette afstemningen', description: message, variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title="Ny afstemning">
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Spørgsmål"
          value={question}
          maxLength={200}
          onChange={(e) => setQuestion(e.target.value)}
        />
        {options.map((option, i) => (
          <div key={i} className="poll-option-field">
            <TextField
              label={`Svarmulighed ${i + 1}`}
              value={option}
              maxLength={100}
              onChange={(e) => setOptions(options.map((o, j) => (j === i ? e.target.value : o)))}
            />
            {options.length > MIN ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Fjern svarmulighed ${i + 1}`}
                onClick={() => setOptions(options.filter((_, j) => j !== i))}
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        {options.length < MAX ? (
          <Button variant="secondary" size="sm" onClick={() => setOptions([...options, ''])}>
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
