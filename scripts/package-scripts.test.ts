import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { scripts: Record<string, string> };

describe('npm scripts', () => {
  it('run files that exist', () => {
    const missing = Object.entries(pkg.scripts).flatMap(([name, command]) =>
      [...command.matchAll(/\b(?:tsx|node)\s+(\S+\.(?:ts|js|mjs))/g)].map((m) => m[1]!).filter((file) => !fs.existsSync(file)).map((file) => `${name}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('test:e2e builds the client the journeys are served and then runs Playwright', () => {
    expect(pkg.scripts['test:e2e']).toMatch(/vite build\b.*&& playwright test$/);
  });
});
