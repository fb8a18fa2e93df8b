import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateMembershipRequest } from '@common/contracts/payments';
import { countText } from '@common/domain/danish-plural';
import { mayChangeMembership } from '@common/domain/membership-reach';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useCurrentUser } from '../../../lib/session';
import { useClubIdentity } from '../../../lib/club-config';
import { showToast } from '../../../lib/toast-store';
import { Button } from '../../../ui/Button';
import { Card, CardTitle } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/Dialog';
import { SelectField, TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import { membershipFormSchema, type MembershipFormValues } from './kontingent-forms';
import { kontingentApi, useKontingentUsers, useRefreshKontingent } from './kontingent-api';
import { createMembershipQuestion, namesText, removeMembershipQuestion } from './kontingent-texts';
import { UserPicker } from './UserPicker';

const message = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

/**
 * Tab Medlemskab: create (type, duration ≥ 1 month, default 12 months RU) or remove memberships in
 * bulk. Both ask first and say how many people they touch, and whom (F21, decision 079).
 */
export function MembershipPanel() {
  const users = useKontingentUsers();
  const { user: me } = useCurrentUser();
  const { shortName } = useClubIdentity();
  // The server lists whose kontingent the caller may set; a membership is narrower for a coach
  // (not for an unpaid invitee, who becomes a player by paying the player fee).
  const choosable = (users.data ?? []).filter(
    (u) => me !== null && mayChangeMembership(me, u, 'grantMembership'),
  );
  const refresh = useRefreshKontingent();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const form = useForm<MembershipFormValues, unknown, Omit<CreateMembershipRequest, 'userIds'>>({
    resolver: zodResolver(membershipFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { membershipType: 'ru_member', duration: '12' },
  });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<null | 'remove' | Omit<CreateMembershipRequest, 'userIds'>>(
    null,
  );

  const askFirst = () => {
    if (selected.size === 0) {
      showToast({ title: 'Fejl', description: 'Vælg mindst én bruger', variant: 'error' });
      return;
    }
    setConfirming('remove');
  };

  const run = async (action: 'create' | 'remove', fields?: Omit<CreateMembershipRequest, 'userIds'>) => {
    setBusy(true);
    try {
      const res =
        action === 'create' && fields
          ? await kontingentApi.createMembership({ ...fields, userIds: [...selected] })
          : await kontingentApi.removeMembership([...selected]);
      showToast({ title: res.message, variant: 'success' });
      setSelected(new Set());
      await refresh();
    } catch (e) {
      if (action === 'create') applyServerFieldErrors(form, e);
      showToast({
        title: 'Fejl',
        description: message(
          e,
          action === 'create' ? 'Kunne ikke oprette medlemskab' : 'Kunne ikke fjerne medlemskab',
        ),
        variant: 'error',
      });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  // The fields are checked first; then the question, then the request.
  const createMembership = form.handleSubmit((fields) => setConfirming(fields));
  const onCreate = () => {
    // Whom first, then the fields, as the screen always asked.
    if (selected.size === 0) {
      showToast({ title: 'Fejl', description: 'Vælg mindst én bruger', variant: 'error' });
      return;
    }
    void createMembership();
  };
  const confirm = () => {
    if (confirming === null) return;
    if (confirming === 'remove') void run('remove');
    else void run('create', confirming);
  };
  const chosenNames = choosable.filter((u) => selected.has(u.id)).map((u) => `${u.firstName} ${u.lastName}`);

  if (users.isLoading) return <Skeleton rows={4} height={56} />;
  return (
    <div className="stack">
      <Card>
        <CardTitle>Opret medlemskab</CardTitle>
        <div className="form-row">
          <SelectField
            label="Medlemskabstype"
            error={errors.membershipType?.message}
            {...form.register('membershipType')}
          >
            <option value="ru_member">{shortName} medlem</option>
            <option value="player">Spiller</option>
          </SelectField>
          <TextField
            label="Varighed (måneder)"
            type="number"
            min={1}
            error={errors.duration?.message}
            {...form.register('duration')}
          />
        </div>
        <div className="row row-wrap">
          <Button loading={busy} onClick={onCreate}>
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
        open={confirming !== null}
        title={
          confirming === 'remove'
            ? removeMembershipQuestion(selected.size)
            : createMembershipQuestion(selected.size)
        }
        description={
          confirming === 'remove' ? (
            <p>Medlemskabet ophører med det samme for {namesText(chosenNames)}. Det kan ikke fortrydes.</p>
          ) : confirming ? (
            <p>
              {namesText(chosenNames)} får{' '}
              {confirming.membershipType === 'player' ? 'spillermedlemskab' : `${shortName}-medlemskab`} i{' '}
              {countText(confirming.duration, 'måned', 'måneder')} fra i dag.
            </p>
          ) : null
        }
        confirmLabel={confirming === 'remove' ? 'Fjern medlemskab' : 'Opret medlemskab'}
        danger={confirming === 'remove'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
