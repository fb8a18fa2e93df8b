import { Check, Copy } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { showToast } from '../../lib/toast-store';
import { Button } from '../../ui/Button';
import { EmailInvitationForm } from './EmailInvitationForm';
import { linkWorksUntil } from './link-validity';

/** A generated link with a copy button, a QR code to scan at the training ground, and sending it by e-mail. */
export function LinkResult({ url, expiresAt, token }: { url: string; expiresAt: string; token: string }) {
  const [qr, setQr] = useState<string>();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 400 })
      .then((data) => live && setQr(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showToast({ title: 'Link kopieret', variant: 'success' });
      setTimeout(() => setCopied(false), 2000);
    } catch {
      showToast({
        title: 'Kunne ikke kopiere',
        description: 'Markér linket og kopier det manuelt.',
        variant: 'error',
      });
    }
  };
  return (
    <div className="link-box" aria-live="polite">
      <code data-testid="registration-link">{url}</code>
      <Button variant="secondary" onClick={() => void copy()}>
        {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}{' '}
        {copied ? 'Kopieret' : 'Kopier link'}
      </Button>
      {qr ? <img className="qr" src={qr} alt="QR-kode til registreringslinket" /> : null}
      <p className="muted small">{linkWorksUntil(expiresAt)} og kan bruges af flere.</p>
      <EmailInvitationForm token={token} />
    </div>
  );
}
