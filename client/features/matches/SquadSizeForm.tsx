import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/api';
import { showErrorToast } from '../../lib/error-toast';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useSetSquadSize } from './squad-api';
import { z } from 'zod';

const sizeSchema = z.object({
  size: z.coerce
    .number<string>({ error: 'Angiv et tal' })
    .int('Truppens størrelse skal være et helt tal')
    .min(5, 'Truppens størrelse skal være mellem 5 og 40')
    .max(40, 'Truppens størrelse skal være mellem 5 og 40'),
});

/** The team setting (decision 070): how many Startopstilling and Bænk the squad holds. */
export function SquadSizeForm({ matchId, team, size }: { matchId: number; team: string; size: number }) {
  const save = useSetSquadSize(matchId);
  const form = useForm<z.input<typeof sizeSchema>, unknown, z.output<typeof sizeSchema>>({
    resolver: zodResolver(sizeSchema),
    values: { size: String(size) },
  });
  const onSubmit = form.handleSubmit((v) =>
    save.mutate(
      { code: team, squadSize: v.size },
      {
        onSuccess: () => showToast({ title: 'Truppens størrelse er gemt', variant: 'success' }),
        onError: (error) =>
          showErrorToast(error, { title: errorMessage(error, 'Kunne ikke gemme truppens størrelse') }),
      },
    ),
  );
  return (
    <details className="availability-details">
      <summary>Truppens størrelse: {size}</summary>
      <div className="form-row" style={{ alignItems: 'flex-end' }}>
        <TextField
          label="Spillere i truppen (holdets indstilling)"
          type="number"
          inputMode="numeric"
          min={5}
          max={40}
          error={form.formState.errors.size?.message}
          {...form.register('size')}
        />
        <Button type="button" variant="secondary" loading={save.isPending} onClick={() => void onSubmit()}>
          Gem
        </Button>
      </div>
    </details>
  );
}
