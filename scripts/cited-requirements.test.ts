import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The code cites the product documents by code (D7, S4, P2) and by section ('part 1 §5'); every
 * citation must resolve in docs/ (docs/requirements.md), so a reader can look it up.
 */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

const comments = ['server', 'client', 'common']
  .flatMap(sourceFiles)
  .flatMap((file) => fs.readFileSync(file, 'utf8').match(/\/\/.*|\/\*[\s\S]*?\*\//g) ?? []);
const requirements = fs.readFileSync('docs/requirements.md', 'utf8');
const specPart = (n: string) => fs.readFileSync(`docs/spec/part-${n}-${n === '1' ? 'core' : 'admin'}.md`, 'utf8');

describe('citations in comments', () => {
  it('name only codes that docs/requirements.md defines', () => {
    const cited = new Set(comments.flatMap((text) => text.match(/\b[DSP]\d{1,2}\b/g) ?? []));
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
});
