import { useState } from 'react';
import type { LinkRole } from '@common/contracts/invitations';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { LinkGenerator } from './LinkGenerator';
import { useGenerateAdminLink } from './invitations-api';
import { useClubIdentity } from '../../lib/club-config';
import './invitations.css';

/** Each tab's text; the membership a coach or board member gets is named by the club's short name (decision 105). */
const TABS: Array<{ value: LinkRole; label: string; text: (shortName: string) => string; button: string }> = [
  { value: 'player', label: 'Spillere', text: () => 'Nye spillere registrerer sig selv og betaler derefter spillerkontingent.', button: 'Generer spillerlink' },
  { value: 'coach', label: 'Trænere', text: (s) => `Trænere får trænerrolle og et aktivt ${s}-medlemskab.`, button: 'Generer trænerlink' },
  { value: 'board', label: 'Bestyrelse', text: (s) => `Bestyrelsesmedlemmer får bestyrelsesrolle og et aktivt ${s}-medlemskab.`, button: 'Generer bestyrelseslink' },
];

/** Invitationer (/admin/player-invitations): admin only (part 2 §6). */
export default function InvitationsScreen() {
  const [tab, setTab] = useState<LinkRole>('player');
  const generate = useGenerateAdminLink();
  const current = TABS.find((t) => t.value === tab)!;
  const { shortName } = useClubIdentity();
  return (
    <div className="screen">
      <PageHeader
        title="Invitationer"
        backTo="/"
        subtitle="Spillerlinks virker 1 time, 1 dag eller 7 dage; trænere og bestyrelse 1 time"
      />
      <Tabs label="Invitationstype" tabs={TABS} value={tab} onChange={(v) => setTab(v as LinkRole)}>
        <Card>
          <p className="muted">{current.text(shortName)}</p>
          <LinkGenerator
            key={tab}
            role={tab}
            needsTeam={tab !== 'board'}
            buttonLabel={current.button}
            generate={(team, validity) => generate.mutateAsync({ role: tab, team, validity })}
          />
        </Card>
      </Tabs>
    </div>
  );
}
