import { describe, expect, it } from 'vitest';
import { linkifyParts } from './LinkifiedText';

describe('linkifyParts (D15)', () => {
  it('makes http, https and www links, leaving trailing punctuation as text', () => {
    expect(linkifyParts('Se https://dbu.dk/kamp, eller www.ru.dk.')).toEqual([
      { text: 'Se ' },
      { text: 'https://dbu.dk/kamp', href: 'https://dbu.dk/kamp' },
      { text: ', eller ' },
      { text: 'www.ru.dk', href: 'https://www.ru.dk' },
      { text: '.' },
    ]);
  });

  it('never makes a javascript:, data: or other scheme into a link, and keeps markup as text', () => {
    const parts = linkifyParts('javascript:alert(1) data:text/html,<script>x</script> <a href="x">y</a>');
    expect(parts.every((p) => p.href === undefined)).toBe(true);
    expect(parts.map((p) => p.text).join('')).toBe('javascript:alert(1) data:text/html,<script>x</script> <a href="x">y</a>');
  });

  it('does not let a quote or angle bracket into the link', () => {
    const parts = linkifyParts('https://x.dk/"onmouseover="alert(1)');
    expect(parts[0]).toEqual({ text: 'https://x.dk/', href: 'https://x.dk/' });
  });

  it('keeps plain text without links as one part', () => {
    expect(linkifyParts('Hej\nalle')).toEqual([{ text: 'Hej\nalle' }]);
  });
});
