import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { createAnnouncementRequest, type CreateAnnouncementRequest } from '@common/contracts/announcements';
import type { z } from 'zod';
import { isUnauthorized } from '../../lib/api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CheckboxField, TextAreaField, TextField } from '../../ui/Field';
import { useCreateAnnouncement } from './announcements-api';

const EMPTY: CreateAnnouncementRequest = { title: '', content: '', important: false };

/** Ny besked: title and content required after trimming ('Manglende information'), optionally important. */
export function NewAnnouncementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateAnnouncement();
  const form = useForm<CreateAnnouncementRequest, unknown, z.output<typeof createAnnouncementRequest>>({
    resolver: zodResolver(createAnnouncementRequest),
    defaultValues: EMPTY,
  });

  // The spec answers a missing title or content with a toast, not with messages under the fields.
  const onInvalid = (errors: FieldErrors<CreateAnnouncementRequest>) => {
    const description = errors.title?.message ?? errors.content?.message;
    showToast({ title: 'Manglende information', description, variant: 'error' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      showToast({ title: 'Besked oprettet', variant: 'success' });
      form.reset(EMPTY);
      onClose();
    } catch (error) {
      if (isUnauthorized(error)) return; // the query client shows 'Ikke autoriseret' and redirects
      showToast({ title: 'Fejl ved oprettelse', description: 'Kunne ikke oprette beskeden. Prøv igen senere.', variant: 'error' });
    }
  }, onInvalid);

  return (
    <Dialog open={open} onClose={onClose} title="Ny besked">
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField label="Titel" maxLength={200} {...form.register('title')} />
        <TextAreaField label="Indhold" maxLength={5000} {...form.register('content')} />
        <CheckboxField label="Vigtig besked" {...form.register('important')} />
        <Button type="submit" block loading={create.isPending}>
          Send besked
        </Button>
      </form>
    </Dialog>
  );
}
