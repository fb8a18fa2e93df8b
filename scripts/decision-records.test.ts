import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every decision record says whether it stands and since when, as docs/decisions/000-template.md has it. */
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
});
