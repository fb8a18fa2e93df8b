import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtServerCommand } from './built-server-command';

const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { scripts: Record<string, string> };

const SERVER_BUILD = 'scripts/build-server.ts';
const BUILT_SERVER = 'dist/server-app/main.js';

describe('npm scripts', () => {
  it('run files that exist', () => {
    // The built server (decision 111) exists once the same command's build step has run before it.
    const builtFirst = (command: string, file: string) =>
      file === BUILT_SERVER && command.includes(SERVER_BUILD) && command.indexOf(SERVER_BUILD) < command.indexOf(file);
    const missing = Object.entries(pkg.scripts).flatMap(([name, command]) =>
      [...command.matchAll(/\b(?:tsx|node)\s+(\S+\.(?:ts|js|mjs))/g)]
        .map((m) => m[1]!)
        .filter((file) => !fs.existsSync(file) && !builtFirst(command, file))
        .map((file) => `${name}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('start and start:prod run the built server with the same Node flags (decision 114), as the bench does', () => {
    expect(builtServerCommand('start')).toEqual(builtServerCommand('start:prod'));
    expect(builtServerCommand('start')).toEqual(['node', '--liftoff-only', '--max-semi-space-size=4', BUILT_SERVER]);
  });

  it('test:e2e builds the client the journeys are served and then runs Playwright', () => {
    expect(pkg.scripts['test:e2e']).toMatch(/vite build\b.*&& playwright test$/);
  });
});
