import { HTMLElement, NodeType, parse, type Node } from 'node-html-parser';

/** Small text helpers over node-html-parser for what admins paste from dbu.dk. */

export function parseHtml(html: string): HTMLElement {
  // Scripts, styles and noscript contents are dropped: they are never table text.
  return parse(html, { blockTextElements: { pre: true }, comment: false });
}

/** Entities decoded, non-breaking spaces as spaces, whitespace collapsed. */
export function clean(text: string): string {
  return text
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text as the browser would join it inline: 'N<span>ø</span>rre' reads 'Nørre'. */
export function flatText(node: Node): string {
  return clean(node.text);
}

/** The text with a space at every element boundary: '<b>21</b><b>12</b>' reads '21 12'. */
export function spacedText(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === NodeType.TEXT_NODE) parts.push(n.text);
    else if (n.nodeType === NodeType.ELEMENT_NODE) {
      parts.push(' ');
      for (const child of n.childNodes) walk(child);
      parts.push(' ');
    }
  };
  walk(node);
  return clean(parts.join(''));
}

export function cellsOf(row: HTMLElement): HTMLElement[] {
  return row.childNodes.filter(
    (n): n is HTMLElement => n instanceof HTMLElement && (n.tagName === 'TD' || n.tagName === 'TH'),
  );
}

export function span(cell: HTMLElement, attr: 'colspan' | 'rowspan'): number {
  const value = Number.parseInt(cell.getAttribute(attr) ?? '1', 10);
  return Number.isFinite(value) && value > 0 && value <= 50 ? value : 1;
}

/** An integer as DBU prints it: '12', '+3', '-4', '−4' (minus sign); null when it is not one. */
export function toInt(text: string): number | null {
  const m = /^([+\-\u2212\u2013]?)\s*(\d{1,5})$/.exec(clean(text));
  if (!m) return null;
  const value = Number.parseInt(m[2]!, 10);
  return m[1] && m[1] !== '+' ? -value : value;
}
