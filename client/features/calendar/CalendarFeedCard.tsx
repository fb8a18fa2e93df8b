import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Copy } from 'lucide-react';
import { useState } from 'react';
import type { CalendarLink, CalendarStatus } from '@common/contracts/calendar';
import { calendarFeedText } from '@common/domain/calendar-feed';
import { calendarEndpoints as api } from '@common/contracts/endpoints/calendar';
import { errorMessage } from '../../lib/api';
import { call, queryKeyOf } from '../../lib/api-client';
import { showErrorToast } from '../../lib/error-toast';
import { useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { ButtonLink } from '../../ui/ButtonLink';

const STATUS_KEY = queryKeyOf(api.status);

/**
 * The private calendar subscription (profile): the URL is shown once when made; making a new
 * one, or stopping, revokes the old URL at once.
 */
export function CalendarFeedCard() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const status = useQuery<CalendarStatus | null>({ queryKey: STATUS_KEY });
  const [link, setLink] = useState<CalendarLink | null>(null);
  const create = useMutation({
    mutationFn: () => call(api.createLink),
    onSuccess: (result) => {
      setLink(result);
      return queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    },
    onError: (error) => showErrorToast(error, { title: 'Fejl', description: errorMessage(error, 'Kunne ikke oprette kalenderlinket.') }),
  });
  const revoke = useMutation({
    mutationFn: () => call(api.revoke),
    onSuccess: () => {
      setLink(null);
      showToast({ title: 'Kalenderlink slået fra', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    },
    onError: (error) => showErrorToast(error, { title: 'Fejl', description: errorMessage(error, 'Kunne ikke slå kalenderlinket fra.') }),
  });
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      showToast({ title: 'Link kopieret', variant: 'success' });
    } catch {
      showToast({ title: 'Kunne ikke kopiere linket', variant: 'error' });
    }
  };
  const active = status.data?.active === true;
  if (!user) return null;
  return (
    <Card aria-label="Kalender">
      <CardTitle icon={<CalendarDays size={18} aria-hidden="true" />}>Kalender</CardTitle>
      <p className="small muted">
        {calendarFeedText(user)} i Google Kalender eller Apple Kalender. Linket er personligt – del det ikke.
      </p>
      {link ? (
        <div className="stack">
          <TextField label="Dit kalenderlink" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
          <div className="row">
            <Button size="sm" variant="secondary" onClick={copy}>
              <Copy size={16} aria-hidden="true" /> Kopiér link
            </Button>
            <ButtonLink variant="secondary" size="sm" href={link.webcalUrl}>
              Åbn i kalender
            </ButtonLink>
          </div>
        </div>
      ) : active ? (
        <p className="small">Dit kalenderlink er aktivt. Lav et nyt, hvis du har mistet det – det gamle holder så op med at virke.</p>
      ) : null}
      <div className="row">
        <Button size="sm" loading={create.isPending} onClick={() => create.mutate()}>
          {active ? 'Lav nyt link' : 'Lav kalenderlink'}
        </Button>
        {active ? (
          <Button size="sm" variant="ghost" loading={revoke.isPending} onClick={() => revoke.mutate()}>
            Slå fra
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
