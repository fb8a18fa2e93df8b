/**
 * Every mail looks the same (E1): Danish, a plain-text part and a simple HTML part built
 * from the same pieces, the club's name at the top and a footer saying why the person gets it.
 * Everything that came from a person (names, team names) is escaped in the HTML part, so a name
 * like `<script>` stays text.
 */
export interface MailContent {
  subject: string;
  /** 'Hej Anna,' — the first line. */
  greeting: string;
  paragraphs: string[];
  /** The one thing to do: a button in HTML, the bare URL in text. */
  action?: { label: string; url: string };
  /** Small print after the action ('Linket virker i 30 minutter.'). */
  afterAction?: string[];
  /** Why the person receives this mail. */
  reason: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Subjects are one line: a newline there could start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function renderMail(clubName: string, content: MailContent, unsubscribeUrl?: string): RenderedMail {
  const subject = oneLine(content.subject);
  const footer = [
    content.reason,
    ...(unsubscribeUrl ? [`Afmeld denne slags e-mails: ${unsubscribeUrl}`] : []),
  ];
  const text = [
    clubName,
    '',
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.afterAction ?? []).flatMap((p) => [p, '']),
    '-- ',
    ...footer,
    '',
  ].join('\n');

  const p = (body: string) => `<p style="margin:0 0 16px">${body}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:bold;font-size:18px">${escapeHtml(clubName)}</p>`,
    p(escapeHtml(content.greeting)),
    ...content.paragraphs.map((text) => p(escapeHtml(text))),
    ...(content.action
      ? [
          p(
            `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#b91c1c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a>`,
          ),
          p(
            `<span style="font-size:13px;color:#52525b">Virker knappen ikke, så kopiér linket: ${escapeHtml(content.action.url)}</span>`,
          ),
        ]
      : []),
    ...(content.afterAction ?? []).map((text) => p(escapeHtml(text))),
    `<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 12px">`,
    `<p style="margin:0;font-size:13px;color:#52525b">${escapeHtml(content.reason)}</p>`,
    ...(unsubscribeUrl
      ? [
          `<p style="margin:8px 0 0;font-size:13px"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#52525b">Afmeld denne slags e-mails</a></p>`,
        ]
      : []),
    '</div></body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** Mail text for the log (S14): every link's query and token-carrying path masked. */
export function maskLinks(text: string): string {
  return text.replace(/(https?:\/\/[^\s?#"<]+)(\?[^\s"<]*)?/g, (_match, base: string, query?: string) =>
    query ? `${base}?[REDACTED]` : base,
  );
}
