import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MAX_INVITATION_EMAILS } from '@common/contracts/mail';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/Field';
import { emailsForm, splitAddresses, type EmailsForm } from './email-addresses';

/** 'Send på e-mail' under a generated link (E3): the link to up to 50 addresses at once. */
export function EmailInvitationForm({ token }: { token: string }) {
  const form = useForm<EmailsForm>({ resolver: zodResolver(emailsForm), defaultValues: { emails: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await call(mailEndpoints.sendInvitation, {
        body: { token, emails: splitAddresses(values.emails) },
      });
      const already =
        (result.alreadySent > 0 ? ` ${result.alreadySent} havde allerede fået linket.` : '') +
        (result.alreadyMembers > 0
          ? ` ${result.alreadyMembers} har allerede en profil i klubben og fik intet.`
          : '');
      showToast({
        title: 'Invitation sendt',
        description: `Sendt til ${result.sent} ${result.sent === 1 ? 'adresse' : 'adresser'}.${already}`,
        variant: 'success',
      });
      form.reset();
    } catch (error) {
      const description =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Prøv igen om lidt.';
      showToast({ title: 'Kunne ikke sende', description, variant: 'error' });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="form email-invitation">
      <TextAreaField
        label="Send linket på e-mail"
        rows={3}
        placeholder={'navn@example.dk\nanden@example.dk'}
        autoCapitalize="none"
        error={errors.emails?.message}
        {...form.register('emails')}
      />
      <p className="muted small">Én adresse pr. linje, højst {MAX_INVITATION_EMAILS} ad gangen.</p>
      <Button type="submit" variant="secondary" loading={isSubmitting}>
        Send invitation
      </Button>
    </form>
  );
}
