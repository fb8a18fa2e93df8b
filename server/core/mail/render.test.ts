import { describe, expect, it } from 'vitest';
import { escapeHtml, maskLinks, renderMail } from './render';

describe('mail rendering', () => {
  it('escapes everything a person wrote in the HTML part and keeps it as text in the plain part', () => {
    const mail = renderMail('RU <Klub>', {
      subject: 'Hej\r\nBcc: alle@example.dk',
      greeting: 'Hej <script>alert(1)</script>,',
      paragraphs: ['"Citat" & \'andet\''],
      action: { label: 'Åbn', url: 'https://klub.example.dk/x?a=1&b="2"' },
      reason: 'Fordi.',
    });
    expect(mail.subject).toBe('Hej Bcc: alle@example.dk');
    expect(mail.text).toContain('Hej <script>alert(1)</script>,');
    expect(mail.html).not.toMatch(/<script>|<Klub>/);
    expect(mail.html).toContain('RU &lt;Klub&gt;');
    expect(mail.html).toContain('&quot;Citat&quot; &amp; &#39;andet&#39;');
    expect(mail.html).toContain('href="https://klub.example.dk/x?a=1&amp;b=&quot;2&quot;"');
    expect(escapeHtml('<a href="x">')).toBe('&lt;a href=&quot;x&quot;&gt;');
  });

  it('adds the unsubscribe link to the footer of optional mails only', () => {
    const content = { subject: 's', greeting: 'Hej,', paragraphs: [], reason: 'Fordi.' };
    expect(renderMail('RU', content).text).not.toContain('Afmeld');
    const optional = renderMail('RU', content, 'https://klub.example.dk/unsubscribe?token=abc');
    expect(optional.text).toContain(
      'Afmeld denne slags e-mails: https://klub.example.dk/unsubscribe?token=abc',
    );
    expect(optional.html).toContain('Afmeld denne slags e-mails');
  });

  it('masks every link query for the log (S14)', () => {
    const text =
      'Vælg:\nhttps://klub.example.dk/reset-password?token=hemmelig123\nog http://127.0.0.1:5000/register/player?token=x&y=1 samt https://klub.example.dk/';
    const masked = maskLinks(text);
    expect(masked).not.toContain('hemmelig123');
    expect(masked).toContain('https://klub.example.dk/reset-password?[REDACTED]');
    expect(masked).toContain('http://127.0.0.1:5000/register/player?[REDACTED]');
    expect(masked).toContain('https://klub.example.dk/');
  });
});
