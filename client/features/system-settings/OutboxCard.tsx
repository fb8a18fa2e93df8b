import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import type { OutboxMail, OutboxResponse } from '@common/contracts/mail';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { call, queryKeyOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { Badge } from '../../ui/Badge';
import { Card, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';

const STATUS: Record<OutboxMail['status'], { label: string; tone: 'green' | 'amber' | 'red' | 'blue' }> = {
  queued: { label: 'I kø', tone: 'amber' },
  sending: { label: 'Sendes', tone: 'amber' },
  sent: { label: 'Sendt', tone: 'green' },
  failed: { label: 'Fejlet', tone: 'red' },
  outbox: { label: 'I udbakken', tone: 'blue' },
  cancelled: { label: 'Ikke sendt: linket var afløst', tone: 'amber' },
};

/**
 * Udgående e-mails (E1): the newest mails with their state. Without a mail server
 * (SMTP_URL) this is where they are read: every flow works in the demo.
 */
export function OutboxCard() {
  const outbox = useQuery<OutboxResponse>({
    queryKey: queryKeyOf(mailEndpoints.outbox),
    queryFn: () => call(mailEndpoints.outbox),
    refetchInterval: 30_000,
  });
  const data = outbox.data;
  useScrollToHash('outbox-title', Boolean(data));
  return (
    <Card aria-labelledby="outbox-title">
      <div id="outbox-title">
        <CardTitle icon={<Mail size={18} aria-hidden="true" />}>Udgående e-mails</CardTitle>
      </div>
      {!data ? (
        <Skeleton rows={3} height={56} />
      ) : (
        <>
          <p className="muted small">
            {data.transport === 'smtp'
              ? 'E-mails sendes gennem mailserveren (SMTP_URL).'
              : 'Ingen mailserver sat op (SMTP_URL): e-mails bliver her i udbakken og sendes ikke.'}{' '}
            {data.linksShown
              ? 'Demoen har ingen rigtige personer, så links til at logge ind, vælge adgangskode eller oprette en profil vises her, og flowene kan prøves.'
              : 'Links til at logge ind, vælge adgangskode eller oprette en profil står kun i selve e-mailen.'}
          </p>
          {data.invitationsToday.length > 0 ? (
            <div className="outbox-quota">
              <h3 className="small">Invitationer til nye adresser i dag</h3>
              <ul className="small">
                {data.invitationsToday.map((sender) => (
                  <li key={sender.name}>
                    {sender.name}: {sender.count} af {sender.limit}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {data.mails.length === 0 ? (
            <EmptyState compact title="Ingen e-mails endnu" />
          ) : (
            <ul className="outbox-list">
              {data.mails.map((mail) => (
                <li key={mail.id} className="outbox-item">
                  <details>
                    <summary>
                      <span className="outbox-head">
                        <strong>{mail.subject}</strong>
                        <Badge tone={STATUS[mail.status].tone}>{STATUS[mail.status].label}</Badge>
                      </span>
                      <span className="muted small">
                        Til {mail.to} · {formatDateTime(mail.createdAt)}
                      </span>
                    </summary>
                    {mail.status === 'failed' && mail.lastError ? (
                      <p className="small outbox-error">
                        Fejl efter {mail.attempts} forsøg: {mail.lastError}
                      </p>
                    ) : null}
                    <pre className="outbox-text" data-testid="outbox-text">
                      {mail.text}
                    </pre>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
