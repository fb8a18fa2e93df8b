import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { roleRequest, type AdminPasswordRequest, type Member, type RoleRequest } from '@common/contracts/people';
import { canAssignRole } from '@common/domain/role-assignment';
import { useCurrentUser } from '../../lib/session';
import { errorMessage } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { memberPasswordForm } from './member-password-form';
import { useDeleteMember, useSetPassword, useSetRole } from './people-api';
import { ROLE_OPTIONS, type AssignableRole } from './role-options';

/** Change a member's role; the button stays disabled until the role differs (part 2 §4). */
export function RoleDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const setRole = useSetRole();
  const { user } = useCurrentUser();
  // The member's own role may be one the select cannot give ('none', Ikke betalt): saving it is
  // never offered (the button needs another role), and the contract refuses it regardless.
  const form = useForm<RoleRequest>({
    resolver: zodResolver(roleRequest),
    values: { role: (member?.role ?? 'member') as AssignableRole },
  });
  const role = form.watch('role');
  const save = form.handleSubmit(async ({ role: chosen }) => {
    if (!member) return;
    try {
      await setRole.mutateAsync({ id: member.id, role: chosen });
      showToast({ title: 'Rolle opdateret', variant: 'success' });
      onClose();
    } catch (error) {
      applyServerFieldErrors(form, error);
      showToast({
        title: 'Fejl',
        description: errorMessage(error, 'Kunne ikke opdatere rollen. Prøv igen.'),
        variant: 'error',
      });
    }
  });
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title="Rediger rolle"
      description={
        member
          ? `${member.firstName} ${member.lastName} logges ud og får den nye rolle ved næste login.`
          : undefined
      }
      footer={
        <Button onClick={() => void save()} disabled={role === member?.role} loading={setRole.isPending}>
          Gem rolle
        </Button>
      }
    >
      <SelectField label="Rolle" error={form.formState.errors.role?.message} {...form.register('role')}>
        {member?.role === 'none' ? <option value="none">Ikke betalt</option> : null}
        {ROLE_OPTIONS.filter(
          (r) => !user || !member || r.value === member.role || canAssignRole(user, member, r.value),
        ).map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </SelectField>
    </Dialog>
  );
}

/** Set a member's password (D7: at least 6 characters, not a common one, not the member's own name). */
export function PasswordDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const setPassword = useSetPassword();
  const resolver = useMemo(() => zodResolver(memberPasswordForm(member)), [member]);
  // The message goes away as soon as the password is edited, and comes back only on the next save.
  const form = useForm<AdminPasswordRequest>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { password: '' },
  });
  const error = form.formState.errors.password?.message;
  useEffect(() => form.reset({ password: '' }), [member, form]);
  const save = form.handleSubmit(async ({ password }) => {
    if (!member) return;
    try {
      await setPassword.mutateAsync({ id: member.id, password });
      showToast({ title: 'Adgangskode opdateret', variant: 'success' });
      onClose();
    } catch (e) {
      form.setError('password', { type: 'server', message: errorMessage(e, 'Kunne ikke opdatere adgangskoden. Prøv igen.') });
    }
  });
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title="Skift adgangskode"
      description={
        member
          ? `Ny adgangskode til ${member.firstName} ${member.lastName}. Personen får besked på email, bliver logget ud på alle enheder, og det står i historikken.`
          : undefined
      }
      footer={
        <Button onClick={() => void save()} loading={setPassword.isPending}>
          Gem adgangskode
        </Button>
      }
    >
      <TextField
        label="Ny adgangskode"
        type="password"
        autoComplete="new-password"
        error={error}
        {...form.register('password', { onChange: () => form.clearErrors('password') })}
      />
    </Dialog>
  );
}

export function DeleteMemberDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const remove = useDeleteMember();
  const confirm = async () => {
    if (!member) return;
    try {
      await remove.mutateAsync(member.id);
      showToast({ title: 'Medlem slettet', variant: 'success' });
      onClose();
    } catch (error) {
      showToast({
        title: 'Fejl',
        description: errorMessage(error, 'Kunne ikke slette medlemmet. Prøv igen.'),
        variant: 'error',
      });
    }
  };
  return (
    <ConfirmDialog
      open={member !== null}
      title={`Slet ${member?.firstName ?? ''} ${member?.lastName ?? ''}?`}
      description="Medlemmet slettes permanent og logges ud med det samme. Betalinger gemmes uden navn."
      confirmLabel="Slet"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
