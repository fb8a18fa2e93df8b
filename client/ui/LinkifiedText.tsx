import { Fragment } from 'react';

/** http(s) links and bare www. addresses; trailing punctuation stays text. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

export interface TextPart {
  text: string;
  href?: string;
}

/** Splits plain text into text and link parts. Only http and https links are ever made. */
export function linkifyParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trailing.length);
    if (!raw) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    const href = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Announcement and chat text (D15): plain text with its line breaks, links clickable, never
 * HTML — React escapes every text part, and only http(s) URLs become links.
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkifyParts(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
