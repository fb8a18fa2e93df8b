import { Mail } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailPreferences } from '@common/contracts/mail';
import { mailEndpoints } from '@common/contracts/endpoints/mail';
import { OPTIONAL_MAIL_KINDS, OPTIONAL_MAIL_LABELS } from '@common/domain/mail';
import { call, queryKeyOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import { Card, CardTitle } from '../../ui/Card';

/** E-mails on the profile (E4): the optional mails; receipts and security mails are always sent. */
export function MailSettingsCard() {
  const queryClient = useQueryClient();
  const key = queryKeyOf(mailEndpoints.preferences);
  const prefs = useQuery({ queryKey: key, queryFn: () => call(mailEndpoints.preferences) });
  const save = useMutation({
    mutationFn: (body: MailPreferences) => call(mailEndpoints.updatePreferences, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      showToast({ title: 'Indstillinger opdateret', variant: 'success' });
    },
    onError: () =>
      showToast({ title: 'Fejl', description: 'Kunne ikke gemme e-mailindstillinger.', variant: 'error' }),
  });
  return (
    <Card aria-labelledby="mails-title">
      <div id="mails-title">
        <CardTitle icon={<Mail size={18} aria-hidden="true" />}>E-mails</CardTitle>
      </div>
      {OPTIONAL_MAIL_KINDS.map((kind) => (
        <label className="switch-row" key={kind}>
          <span>{OPTIONAL_MAIL_LABELS[kind]}</span>
          <input
            type="checkbox"
            role="switch"
            checked={prefs.data?.[kind] ?? true}
            disabled={!prefs.data || save.isPending}
            onChange={(e) => prefs.data && save.mutate({ ...prefs.data, [kind]: e.target.checked })}
          />
        </label>
      ))}
      <p className="muted small">
        Vigtige opslag sendes kun på e-mail, når du ikke får dem på en enhed. Kvitteringer og e-mails om din
        konto (ny adgangskode, ny email) sendes altid.
      </p>
    </Card>
  );
}
