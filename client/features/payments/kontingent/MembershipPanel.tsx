import { useState } from 'react';
import type { CreateMembershipRequest } from '@common/contracts/payments';
import { countText } from '@common/domain/danish-plural';
import { mayChangeMembership } from '@common/domain/membership-reach';
import { ApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast-store';
import { Button } from '../../../ui/Button';
import { Card, CardTitle } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/Dialog';
import { SelectField, TextField } from '../../../ui/Field';
import { Spinner } from '../../../ui/Spinner';
import { kontingentApi, useKontingentUsers, useRefreshKontingent } from './kontingent-api';
import { removeMembershipQuestion } from './kontingent-texts';
import { UserPicker } from './UserPicker';

type MembershipType = CreateMembershipRequest['membershipType'];

const message = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/**
 * Tab Medlemskab: create (type, duration ≥ 1 month, default 12 months RU) or remove memberships in
 * bulk. Removing asks first and says how many people it touches (issue 10 item 21).
 */
export function MembershipPanel() {
  const users = useKontingentUsers();
  const { user: me } = useCurrentUser();
  // The server lists whose kontingent the caller may set; a membership is narrower for a coach
  // (not for an unpaid invitee, who becomes a player by paying the player fee).
  const choosable = (users.data ?? []).filter((u) => me !== null && mayChangeMembership(me, u, 'grantMembership'));
  const refresh = useRefreshKontingent();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [type, setType] = useState<MembershipType>('ru_member');
  const [duration, setDuration] = useState('12');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);

  const askFirst = () => {
    if (selected.size === 0) {
      showToast({ title: 'Fejl', description: 'Vælg mindst én bruger', variant: 'error' });
      return;
    }
    setConfirmingRemove(true);
  };

  const run = async (action: 'create' | 'remove') => {
    if (selected.size === 0) {
      showToast({ title: 'Fejl', description: 'Vælg mindst én bruger', variant: 'error' });
      return;
    }
    const months = Number(duration);
    if (action === 'create' && (!Number.isInteger(months) || months < 1)) {
      setError('Varighed skal være mindst 1 måned');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const res =
        action === 'create'
          ? await kontingentApi.createMembership({ membershipType: type, duration: months, userIds: [...selected] })
          : await kontingentApi.removeMembership([...selected]);
      showToast({ title: res.message, variant: 'success' });
      setSelected(new Set());
      await refresh();
    } catch (e) {
      showToast({
        title: 'Fejl',
        description: message(e, action === 'create' ? 'Kunne ikke oprette medlemskab' : 'Kunne ikke fjerne medlemskab'),
        variant: 'error',
      });
    } finally {
      setBusy(false);
      setConfirmingRemove(false);
    }
  };
  const chosenNames = choosable.filter((u) => selected.has(u.id)).map((u) => `${u.firstName} ${u.lastName}`);

  if (users.isLoading) return <Spinner />;
  return (
    <div className="stack">
      <Card>
        <CardTitle>Opret medlemskab</CardTitle>
        <div className="form-row">
          <SelectField label="Medlemskabstype" value={type} onChange={(e) => setType(e.target.value as MembershipType)}>
            <option value="ru_member">RU medlem</option>
            <option value="player">Spiller</option>
          </SelectField>
          <TextField label="Varighed (måneder)" type="number" min={1} value={duration} onChange={(e) => setDuration(e.target.value)} error={error} />
        </div>
        <div className="row row-wrap">
          <Button loading={busy} onClick={() => void run('create')}>
            Opret medlemskab ({selected.size})
          </Button>
          <Button variant="danger" loading={busy} onClick={askFirst}>
            Fjern medlemskab ({selected.size})
          </Button>
        </div>
      </Card>
      <Card>
        <CardTitle>Medlemmer</CardTitle>
        <UserPicker users={choosable} selected={selected} onChange={setSelected} />
      </Card>
      <ConfirmDialog
        open={confirmingRemove}
        title={removeMembershipQuestion(selected.size)}
        description={<RemovalNames names={chosenNames} />}
        confirmLabel="Fjern medlemskab"
        busy={busy}
        onConfirm={() => void run('remove')}
        onCancel={() => setConfirmingRemove(false)}
      />
    </div>
  );
}

const NAMES_SHOWN = 5;
const danishList = new Intl.ListFormat('da', { type: 'conjunction' });

/** Whom the removal touches: the first few names, then how many more ('… og 56 andre'). */
function RemovalNames({ names }: { names: string[] }) {
  const rest = names.length - NAMES_SHOWN;
  const shown = rest > 0 ? [...names.slice(0, NAMES_SHOWN), countText(rest, 'anden', 'andre')] : names;
  return <p>Medlemskabet ophører med det samme for {danishList.format(shown)}. Det kan ikke fortrydes.</p>;
}
