import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The code cites the product documents by code (D7, S4, P2, F20) and by section ('part 1 §5'), and the
 * project's choices by decision record ('decision 070'); every citation must resolve in docs/, so a
 * reader can look it up. Issue numbers are no citation: nobody reading the repository can open them.
 */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

const comments = ['server', 'client', 'common', 'scripts', 'e2e']
  .flatMap(sourceFiles)
  .flatMap((file) => fs.readFileSync(file, 'utf8').match(/\/\/.*|\/\*[\s\S]*?\*\//g) ?? []);
const requirements = fs.readFileSync('docs/requirements.md', 'utf8');
const specPart = (n: string) => fs.readFileSync(`docs/spec/part-${n}-${n === '1' ? 'core' : 'admin'}.md`, 'utf8');

describe('citations in comments', () => {
  it('name only codes that docs/requirements.md defines', () => {
    const cited = new Set(comments.flatMap((text) => text.match(/\b[DSPFCE]\d{1,2}\b/g) ?? []));
    const undefinedCodes = [...cited].filter((code) => !new RegExp(`^\\| ${code} \\|`, 'm').test(requirements));
    expect(cited.size).toBeGreaterThan(10);
    expect(undefinedCodes).toEqual([]);
  });

  it('name only sections the specification has', () => {
    const cited = new Set(comments.flatMap((text) => [...text.matchAll(/part ([12]) §(\d+)/g)].map((m) => `${m[1]}:${m[2]}`)));
    const missing = [...cited].filter((key) => {
      const [part, section] = key.split(':');
      return !new RegExp(`^## ${section}\\. `, 'm').test(specPart(part!));
    });
    expect(cited.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('name only decision records that docs/decisions/ holds', () => {
    const records = new Set(fs.readdirSync('docs/decisions').flatMap((name) => name.match(/^\d{3}/) ?? []));
    const cited = new Set(
      comments.flatMap((text) =>
        [...text.matchAll(/\b[Dd]ecisions? (\d{3}(?:(?:, | and |–)\d{3})*)/g)].flatMap((m) => {
          const [from, to] = m[1]!.split('–');
          if (!to) return m[1]!.split(/, | and /);
          return Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) => String(Number(from) + i).padStart(3, '0'));
        }),
      ),
    );
    expect(cited.size).toBeGreaterThan(10);
    expect([...cited].filter((number) => !records.has(number))).toEqual([]);
  });

  it('cite no issue numbers, which a reader of the repository cannot open', () => {
    expect(comments.filter((text) => /\bissues? #?\d+/i.test(text))).toEqual([]);
  });
});
