import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every decision record is written as docs/decisions/000-template.md says: status and date, Context, Decision, Consequences. */
const records = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return records(full);
    return entry.name.endsWith('.md') && entry.name !== 'README.md' && entry.name !== '000-template.md' ? [full] : [];
  });

describe('decision records', () => {
  it('each have a status (proposed, accepted or superseded) and a date', () => {
    const all = records('docs/decisions');
    expect(all.length).toBeGreaterThan(50);
    const status = /^\*\*Status:\*\* (proposed|accepted|superseded)\b.*\b\d{4}-\d{2}-\d{2}\b/m;
    expect(all.filter((file) => !status.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('each name their Context, Decision and Consequences', () => {
    const parts = ['Context', 'Decision', 'Consequences'];
    const missing = records('docs/decisions').flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return parts.filter((part) => !new RegExp(`^(\\*\\*${part}\\.\\*\\*|## ${part}\\b)`, 'm').test(text)).map((part) => `${file}: ${part}`);
    });
    expect(missing).toEqual([]);
  });
});
