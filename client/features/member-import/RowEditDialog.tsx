import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { memberRowValues, type MemberRowValues, type PreviewRow } from '@common/contracts/member-import';
import type { Team } from '@common/contracts/teams';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { memberRoleLabel } from '@common/domain/club-identity';
import { useClubIdentity } from '../../lib/club-config';

const TEXT_FIELDS: Array<{ name: keyof MemberRowValues; label: string; type?: string; hint?: string; inputMode?: 'tel' | 'numeric' | 'email' }> = [
  { name: 'firstName', label: 'Fornavn' },
  { name: 'lastName', label: 'Efternavn' },
  { name: 'email', label: 'E-mail', type: 'email', inputMode: 'email', hint: 'Kan udelades; uden e-mail kan personen ikke inviteres endnu' },
  { name: 'phone', label: 'Mobil', inputMode: 'tel', hint: '8 cifre' },
  { name: 'birthDate', label: 'Fødselsdato', hint: 'Fx 03-05-1990' },
  { name: 'address', label: 'Adresse' },
  { name: 'postalCode', label: 'Postnr. og by' },
  { name: 'jerseyNumber', label: 'Trøjenummer', inputMode: 'numeric' },
  { name: 'memberNumber', label: 'Medlemsnummer', hint: 'Tomt: klubbens næste nummer' },
  { name: 'paidUntil', label: 'Medlemskab udløber', hint: 'Fx 31-12-2026. Tomt: en spiller betaler som inviteret' },
];
/** The roles a row may name; the supporter role by the club's short name (decision 105). */
const roleChoices = (shortName: string) => ['Spiller', 'Træner', 'Bestyrelse', memberRoleLabel(shortName), 'Admin'];

/**
 * 'Ret række': the row's text as the file had it, every field editable; the server checks the
 * row again on 'Gem' and its messages stand under the fields (the dialog stays open until the
 * row is right or the person closes it).
 */
export function RowEditDialog({
  row,
  teams,
  canGiveAdmin,
  saving,
  onSave,
  onClose,
}: {
  row: PreviewRow | null;
  teams: Team[];
  canGiveAdmin: boolean;
  saving: boolean;
  onSave: (line: number, values: MemberRowValues) => void;
  onClose: () => void;
}) {
  const ROLE_CHOICES = roleChoices(useClubIdentity().shortName);
  const form = useForm<MemberRowValues>({ resolver: zodResolver(memberRowValues), defaultValues: {} });
  const { register, reset, setError, clearErrors, formState } = form;
  useEffect(() => {
    if (!row) return;
    reset(row.values);
    clearErrors();
    for (const e of row.errors) {
      if (e.field !== '_') setError(e.field as keyof MemberRowValues, { message: e.message });
    }
  }, [row, reset, setError, clearErrors]);

  if (!row) return <Dialog open={false} onClose={onClose} title="Ret række" />;
  const rowErrors = row.errors.filter((e) => e.field === '_');
  const teamText = row.values.team ?? '';
  const knownTeam = teams.some((t) => t.displayName === teamText || t.code === teamText);
  const roleText = row.values.role ?? '';
  const submit = form.handleSubmit((values) => onSave(row.line, values));
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Ret række ${row.line}`}
      description={rowErrors.length ? <p role="alert">{rowErrors.map((e) => e.message).join(' ')}</p> : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuller
          </Button>
          <Button type="submit" form={`row-${row.line}`} loading={saving}>
            Gem
          </Button>
        </>
      }
    >
      <form id={`row-${row.line}`} className="form import-row-form" noValidate onSubmit={(e) => void submit(e)}>
        {TEXT_FIELDS.slice(0, 4).map((f) => (
          <TextField key={f.name} label={f.label} type={f.type ?? 'text'} inputMode={f.inputMode} hint={f.hint} error={formState.errors[f.name]?.message} {...register(f.name)} />
        ))}
        <SelectField label="Hold" error={formState.errors.team?.message} {...register('team')}>
          <option value="">Intet hold</option>
          {teamText && !knownTeam ? <option value={teamText}>{teamText} (findes ikke)</option> : null}
          {teams.map((t) => (
            <option key={t.code} value={t.displayName}>
              {t.displayName}
            </option>
          ))}
        </SelectField>
        <SelectField label="Rolle" error={formState.errors.role?.message} {...register('role')}>
          <option value="">Spiller (tomt felt)</option>
          {roleText && !ROLE_CHOICES.includes(roleText) ? <option value={roleText}>{roleText}</option> : null}
          {ROLE_CHOICES.filter((r) => r !== 'Admin' || canGiveAdmin || roleText === 'Admin').map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SelectField>
        {TEXT_FIELDS.slice(4).map((f) => (
          <TextField key={f.name} label={f.label} inputMode={f.inputMode} hint={f.hint} error={formState.errors[f.name]?.message} {...register(f.name)} />
        ))}
      </form>
    </Dialog>
  );
}
