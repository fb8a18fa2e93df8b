import { Megaphone, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Announcement } from '@common/contracts/announcements';
import { isUnauthorized } from '../../lib/api';
import { showToast } from '../../lib/toast-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { AnnouncementMeta } from './AnnouncementMeta';
import { useAnnouncements, useDeleteAnnouncement } from './announcements-api';
import { CollapsibleText } from './CollapsibleText';
import { NewAnnouncementDialog } from './NewAnnouncementDialog';
import './announcements.css';

/** Beskeder (/admin/announcements): coach, board and admin; the route guard turns others away. */
export default function AnnouncementsAdminScreen() {
  const announcements = useAnnouncements();
  const remove = useDeleteAnnouncement();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const list = announcements.data ?? [];

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showToast({ title: 'Besked slettet', variant: 'success' }),
      onError: (error) => {
        if (isUnauthorized(error)) return;
        showToast({ title: 'Fejl ved sletning', description: 'Kunne ikke slette beskeden. Prøv igen senere.', variant: 'error' });
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="screen">
      <PageHeader
        title="Beskeder"
        backTo="/"
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" /> Ny besked
          </Button>
        }
      />
      {announcements.isLoading ? (
        <Skeleton />
      ) : list.length === 0 ? (
        <EmptyState icon={<Megaphone size={32} />} title="Ingen beskeder endnu" />
      ) : (
        <ul className="list">
          {list.map((a) => (
            <li key={a.id} className="announcement-item">
              <div className="row-between">
                <h2 className="announcement-title">{a.title}</h2>
                <div className="row">
                  {a.important ? <Badge tone="red">Vigtig</Badge> : null}
                  <Button variant="ghost" size="icon" aria-label={`Slet ${a.title}`} onClick={() => setDeleting(a)}>
                    <Trash2 size={18} aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <AnnouncementMeta announcement={a} />
              <CollapsibleText text={a.content} />
            </li>
          ))}
        </ul>
      )}
      <NewAnnouncementDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Slet besked?"
        description={deleting ? `"${deleting.title}" slettes permanent.` : undefined}
        confirmLabel="Slet"
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
