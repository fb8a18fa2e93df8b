import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { showToast } from '../../lib/toast-store';
import { Badge } from '../../ui/Badge';
import { Dialog } from '../../ui/Dialog';
import { AnnouncementMeta } from './AnnouncementMeta';
import { useMarkRead, useUnreadAnnouncements } from './announcements-api';
import { CollapsibleText } from './CollapsibleText';
import './announcements.css';
import { Button } from '../../ui/Button';
import { unreadOpslagText } from './unread-text';

/**
 * Hjem: a banner while there are unread announcements (polled every 30 s); it opens a dialog
 * that lists them, each marked read on its own; the dialog closes when the last is read. They are
 * called opslag here, never beskeder, which is what the header's chat count counts (decision 098).
 */
export function UnreadAnnouncementsBanner() {
  const unread = useUnreadAnnouncements();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const list = unread.data ?? [];
  const count = list.length;
  const important = list.some((a) => a.important);

  useEffect(() => {
    if (open && count === 0) setOpen(false);
  }, [open, count]);

  if (count === 0 && !open) return null;
  const onRead = (id: number) =>
    markRead.mutate(id, { onError: () => showToast({ title: 'Kunne ikke markere besked som læst', variant: 'error' }) });

  return (
    <>
      <button type="button" className={`announcement-banner${important ? ' announcement-banner-important' : ''}`} onClick={() => setOpen(true)}>
        <BellRing size={20} aria-hidden="true" />
        <span>{unreadOpslagText(count)}</span>
        <span className="announcement-banner-cta">Læs</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Ulæste opslag">
        <ul className="list">
          {list.map((a) => (
            <li key={a.id} className="announcement-item">
              <div className="row-between">
                <h3 className="announcement-title">{a.title}</h3>
                {a.important ? <Badge tone="red">Vigtig</Badge> : null}
              </div>
              <AnnouncementMeta announcement={a} />
              <CollapsibleText text={a.content} />
              <Button variant="secondary" size="sm" disabled={markRead.isPending} onClick={() => onRead(a.id)} aria-label={`Marker ${a.title} som læst`}>
                Marker som læst
              </Button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
