import { useState, type FormEvent } from 'react';
import { ANNOUNCEMENT_MISSING } from '@common/contracts/announcements';
import { isUnauthorized } from '../../lib/api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CheckboxField, TextAreaField, TextField } from '../../ui/Field';
import { useCreateAnnouncement } from './announcements-api';

/** Ny besked: title and content required after trimming ('Manglende information'), optionally important. */
export function NewAnnouncementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateAnnouncement();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [important, setImportant] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) {
      showToast({ title: 'Manglende information', description: ANNOUNCEMENT_MISSING, variant: 'error' });
      return;
    }
    create.mutate(
      { title: title.trim(), content: content.trim(), important },
      {
        onSuccess: () => {
          showToast({ title: 'Besked oprettet', variant: 'success' });
          setTitle('');
          setContent('');
          setImportant(false);
          onClose();
        },
        onError: (error) => {
          if (isUnauthorized(error)) return; // the query client shows 'Ikke autoriseret' and redirects
          showToast({ title: 'Fejl ved oprettelse', description: 'Kunne ikke oprette beskeden. Prøv igen senere.', variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title="Ny besked">
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField label="Titel" maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextAreaField label="Indhold" maxLength={5000} value={content} onChange={(e) => setContent(e.target.value)} />
        <CheckboxField label="Vigtig besked" checked={important} onChange={(e) => setImportant(e.target.checked)} />
        <Button type="submit" block loading={create.isPending}>
          Send besked
        </Button>
      </form>
    </Dialog>
  );
}
