import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { POSITIONS, type Person } from '@common/contracts/people';
import { canAssignRole } from '@common/domain/role-assignment';
import { errorMessage } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { useCan, useCurrentUser } from '../../lib/session';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { CheckboxField, SelectField, TextField } from '../../ui/Field';
import { useTeams } from '../../lib/reads/teams';
import { TeamMembershipsEditor } from './TeamMembershipsEditor';
import { useDeleteUser, useSavePlayer } from './people-api';
import { playerFormSchema, playerFormValues, toPlayerRequest, type PlayerFormValues } from './player-form';
import { ROLE_OPTIONS } from './role-options';
import { PhoneField } from '../../components/PhoneField';

/** Add or edit a person on Spillere; delete for admins (never oneself), with confirmation. */
export function PlayerFormDialog({
  open,
  onClose,
  person,
}: {
  open: boolean;
  onClose: () => void;
  person?: Person;
}) {
  const teams = useTeams();
  const save = useSavePlayer();
  const remove = useDeleteUser();
  const can = useCan();
  const { user } = useCurrentUser();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<PlayerFormValues>({
    resolver: zodResolver(playerFormSchema),
    values: playerFormValues(person),
  });
  const { errors, isSubmitting } = form.formState;

  // An address is changed only by board and admin, through a link to the new one (S20); one's own under
  // Profil. Someone who has not joined has no account to take over: their coach may fix it (decision 102).
  const emailLocked =
    Boolean(person) && person?.joinStatus.state === 'joined' && (user?.role === 'coach' || person?.id === user?.id);
  // A new person gets their personal invitation at once unless unticked (decision 101).
  const [invite, setInvite] = useState(true);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = { ...toPlayerRequest(values), ...(person ? {} : { sendInvitation: invite }) };
      const saved = await save.mutateAsync({ id: person?.id, body });
      showToast(
        saved.pendingEmail && saved.pendingEmail !== person?.pendingEmail
          ? {
              title: 'Spiller opdateret',
              description: `Vi har sendt et link til ${saved.pendingEmail}. Den nye email gælder, når ${saved.firstName} har bekræftet den; indtil da bruger vi ${saved.email}.`,
              variant: 'success',
            }
          : {
              title: person ? 'Spiller opdateret' : 'Spiller oprettet',
              description:
                !person && saved.joinStatus.state === 'invited' && saved.email
                  ? `Invitationen er sendt til ${saved.email}.`
                  : undefined,
              variant: 'success',
            },
      );
      onClose();
    } catch (error) {
      applyServerFieldErrors(form, error);
      showToast({
        title: 'Fejl',
        description: errorMessage(
          error,
          person
            ? 'Kunne ikke opdatere brugeren. Prøv igen senere.'
            : 'Kunne ikke oprette brugeren. Prøv igen senere.',
        ),
        variant: 'error',
      });
    }
  });

  const onDelete = async () => {
    if (!person) return;
    try {
      await remove.mutateAsync(person.id);
      showToast({ title: 'Bruger slettet', variant: 'success' });
      setConfirmDelete(false);
      onClose();
    } catch (error) {
      showToast({
        title: 'Fejl',
        description: errorMessage(error, 'Kunne ikke slette brugeren. Prøv igen senere.'),
        variant: 'error',
      });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={person ? 'Rediger spiller' : 'Tilføj spiller'}>
      <form className="form player-form" noValidate onSubmit={onSubmit}>
        <div className="form-row">
          <TextField label="Fornavn" error={errors.firstName?.message} {...form.register('firstName')} />
          <TextField label="Efternavn" error={errors.lastName?.message} {...form.register('lastName')} />
        </div>
        <TextField
          label="Email"
          type="email"
          readOnly={emailLocked}
          hint={
            emailLocked
              ? person?.id === user?.id
                ? 'Din egen email skifter du under Profil.'
                : 'Kun bestyrelsen og administratorer kan ændre en email.'
              : person
                ? 'En ny email gælder, når personen har klikket på linket, vi sender til den.'
                : 'Kan stå tom. Med en email kan personen få en personlig invitation.'
          }
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="form-row">
          <PhoneField
            error={errors.phoneNumber?.message}
            {...form.register('phoneNumber')}
          />
          <TextField
            label="Trøjenummer"
            inputMode="numeric"
            maxLength={2}
            error={errors.jerseyNumber?.message}
            {...form.register('jerseyNumber')}
          />
        </div>
        <SelectField label="Position" error={errors.position?.message} {...form.register('position')}>
          <option value="">Ingen position</option>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </SelectField>
        <SelectField label="Hold" error={errors.team?.message} {...form.register('team')}>
          <option value="">Intet hold</option>
          {(teams.data ?? []).map((t) => (
            <option key={t.code} value={t.code}>
              {t.displayName}
            </option>
          ))}
        </SelectField>
        <SelectField label="Rolle" error={errors.role?.message} {...form.register('role')}>
          {person?.role === 'none' ? <option value="none">Ikke betalt</option> : null}
          {ROLE_OPTIONS.filter(
            (r) => !user || canAssignRole(user, person ?? null, r.value) || r.value === person?.role,
          ).map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </SelectField>
        {person ? null : (
          <CheckboxField
            label="Send en personlig invitation på email nu"
            checked={invite}
            onChange={(event) => setInvite(event.target.checked)}
          />
        )}
        <Button type="submit" block loading={isSubmitting}>
          {person ? 'Gem ændringer' : 'Tilføj spiller'}
        </Button>
        {person && can('users.delete') && person.id !== user?.id ? (
          <Button variant="danger" block onClick={() => setConfirmDelete(true)}>
            Slet bruger
          </Button>
        ) : null}
      </form>
      {person ? <TeamMembershipsEditor key={person.id} person={person} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        title={`Slet ${person?.firstName ?? ''} ${person?.lastName ?? ''}?`}
        description="Brugeren slettes permanent og logges ud med det samme. Betalinger gemmes uden navn."
        confirmLabel="Slet"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Dialog>
  );
}
