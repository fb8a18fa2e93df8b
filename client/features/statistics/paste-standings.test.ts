import { describe, expect, it } from 'vitest';
import { insertAtSelection, standingsFromClipboard } from './paste-standings';

const clipboard = (flavours: Record<string, string>) => ({ getData: (type: string) => flavours[type] ?? '' });

describe('pasting the standings copied on dbu.dk', () => {
  it('uses the clipboard’s text/html flavour when it holds a table', () => {
    const html = '<meta charset="utf-8"><table><tr><td>1</td><td><img alt="HB"></td><td>8</td></tr></table>';
    expect(standingsFromClipboard(clipboard({ 'text/html': html, 'text/plain': '1\t\t8' }))).toBe(html);
    expect(standingsFromClipboard(clipboard({ 'text/html': '<tr><td>1</td></tr>' }))).toBe(
      '<tr><td>1</td></tr>',
    );
  });

  it('leaves plain text (and HTML without a table) to the browser’s own paste', () => {
    expect(standingsFromClipboard(clipboard({ 'text/plain': '1\tHB\t8\t22' }))).toBeNull();
    expect(standingsFromClipboard(clipboard({ 'text/html': '<p>Hej</p>', 'text/plain': 'Hej' }))).toBeNull();
    expect(standingsFromClipboard(null)).toBeNull();
  });

  it('replaces the selection, or inserts at the caret', () => {
    expect(insertAtSelection('abcdef', 2, 4, 'X')).toBe('abXef');
    expect(insertAtSelection('', 0, 0, '<table>')).toBe('<table>');
    expect(insertAtSelection('ab', null, null, 'X')).toBe('abX');
  });
});
