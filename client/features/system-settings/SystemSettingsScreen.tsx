import { appVersionLabel } from '@common/domain/app-version';
import { useQuery } from '@tanstack/react-query';
import { Bell, CreditCard, Database, FlaskConical, HardDrive, Info, Users } from 'lucide-react';
import { SANDBOX_NOTICE } from '@common/contracts/payments';
import { systemSettingsEndpoints } from '@common/contracts/endpoints/system-settings';
import type { SystemStatus } from '@common/contracts/system-settings';
import { ROLES } from '@common/domain/roles';
import { countText } from '@common/domain/danish-plural';
import { queryKeyOf } from '../../lib/api-client';
import { useHubBackTo } from '../../lib/navigation/use-hub-back-to';
import { Badge } from '../../ui/Badge';
import { Card, CardTitle } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { ClubIdentityCard } from './ClubIdentityCard';
import { JobsCard } from './JobsCard';
import { OutboxCard } from './OutboxCard';
import { PricesCard } from './PricesCard';
import { ReceiptSettingsCard } from './ReceiptSettingsCard';
import { TeamsCard } from './TeamsCard';
import './system-settings.css';
import { useClubIdentity, useRoleLabel } from '../../lib/club-config';

const PAYMENT_MODE: Record<
  SystemStatus['payments']['mode'],
  { label: string; tone: 'green' | 'amber' | 'red' | 'blue' }
> = {
  live: { label: 'Stripe: live', tone: 'green' },
  test: { label: 'Stripe: testtilstand', tone: 'amber' },
  sandbox: { label: 'Sandkasse', tone: 'blue' },
  unavailable: { label: 'Ikke tilgængelig', tone: 'red' },
};

function StatusRow({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="status-row">
      <span className="row">
        {icon} {label}
      </span>
      {children}
    </li>
  );
}

const ok = (value: boolean) => <Badge tone={value ? 'green' : 'red'}>{value ? 'OK' : 'Fejl'}</Badge>;

/** 'Push (1 enhed)', 'Push (3 enheder)': the devices with a push subscription. */
export const pushLabel = (devices: number) => `Push (${countText(devices, 'enhed', 'enheder')})`;

/** Systemindstillinger (/admin/system-settings): admin only, the real state (D17). */
/**
 * `dbuCard` and `jobsExtra` are the DBU sync's (decision 109): its teams card beside Hold, and each
 * team's last run under Planlagte job, composed in client/app/system-settings/SystemSettingsRoute.tsx.
 */
export default function SystemSettingsScreen({ dbuCard, jobsExtra }: { dbuCard?: React.ReactNode; jobsExtra?: React.ReactNode } = {}) {
  const roleLabel = useRoleLabel();
  const { shortName } = useClubIdentity();
  const backTo = useHubBackTo();
  const status = useQuery<SystemStatus | null>({
    queryKey: queryKeyOf(systemSettingsEndpoints.status),
    refetchInterval: 30_000,
  });
  const s = status.data;
  return (
    <div className="screen">
      <PageHeader title="Systemindstillinger" backTo={backTo} />
      {!s ? (
        <Skeleton rows={3} height={160} />
      ) : (
        <>
          <Card aria-labelledby="status-title">
            <div id="status-title">
              <CardTitle icon={<Info size={18} aria-hidden="true" />}>Status</CardTitle>
            </div>
            <ul className="status-list">
              <StatusRow
                icon={<Database size={16} aria-hidden="true" />}
                label={`Database (${s.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`}
              >
                {ok(s.database.ok)}
              </StatusRow>
              <StatusRow icon={<CreditCard size={16} aria-hidden="true" />} label="Betalinger">
                <Badge tone={PAYMENT_MODE[s.payments.mode].tone}>{PAYMENT_MODE[s.payments.mode].label}</Badge>
              </StatusRow>
              <StatusRow
                icon={<HardDrive size={16} aria-hidden="true" />}
                label={`Filer (${s.storage.description})`}
              >
                {ok(s.storage.ok)}
              </StatusRow>
              <StatusRow icon={<Bell size={16} aria-hidden="true" />} label={pushLabel(s.push.subscriptions)}>
                <Badge tone={s.push.keysReady ? 'green' : 'amber'}>
                  {s.push.keysReady ? 'Klar' : 'Ikke sat op'}
                </Badge>
              </StatusRow>
            </ul>
            {s.payments.mode === 'sandbox' ? (
              <p className="sandbox-notice" role="note">
                <FlaskConical size={18} aria-hidden="true" />
                <span>
                  <strong>{SANDBOX_NOTICE}</strong>. Sandkassen tager Stripes testkort; sæt Stripe-nøglerne
                  for rigtige betalinger.
                </span>
              </p>
            ) : s.payments.mode === 'unavailable' ? (
              <p className="muted small">
                Betalinger ikke tilgængelige: sæt Stripe-nøglerne (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY),
                eller PAYMENTS=sandbox for testbetalinger.
              </p>
            ) : null}
          </Card>
          <Card aria-labelledby="users-title">
            <div id="users-title">
              <CardTitle icon={<Users size={18} aria-hidden="true" />}>Brugere</CardTitle>
            </div>
            <ul className="status-list">
              <StatusRow icon={null} label="I alt">
                <strong>{s.users.total}</strong>
              </StatusRow>
              {ROLES.map((role) => (
                <StatusRow key={role} icon={null} label={role === 'none' ? 'Ikke betalt' : roleLabel(role)}>
                  <span>{s.users.byRole[role] ?? 0}</span>
                </StatusRow>
              ))}
              <StatusRow icon={null} label="Aktive medlemskaber">
                <strong>{s.users.activeMemberships}</strong>
              </StatusRow>
            </ul>
          </Card>
          <ClubIdentityCard />
          <PricesCard />
          <ReceiptSettingsCard />
          <TeamsCard />
          {dbuCard}
          <JobsCard extra={jobsExtra} />
          <OutboxCard />
          <Card>
            <CardTitle icon={<Info size={18} aria-hidden="true" />}>Om</CardTitle>
            <p className="muted">Nye priser gælder for betalinger, der oprettes herefter.</p>
            <p className="center">
              {appVersionLabel(shortName, s.version)}
            </p>
          </Card>
        </>
      )}
    </div>
  );
}
