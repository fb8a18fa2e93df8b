import fs from 'node:fs';
import path from 'node:path';

export const BUILT_SERVER = 'dist/server-app/main.js';

/**
 * How an npm script runs the built server (decision 111): its last step, `node`, Node's flags
 * (decision 114) and the built file. The bench runs the server with exactly this command, and a
 * test holds `start` and `start:prod` to the same one.
 */
export function builtServerCommand(script = 'start'): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (pkg.scripts[script] ?? '').split('&&').at(-1)!.trim().split(/\s+/);
  // An environment variable before the command (NODE_ENV=production) is the script's, not the server's.
  const command = words.slice(words.findIndex((word) => !/^[A-Z_]+=/.test(word)));
  if (command[0] !== 'node' || command.at(-1) !== BUILT_SERVER) {
    throw new Error(`npm run ${script} does not end by running node … ${BUILT_SERVER}`);
  }
  return command;
}
