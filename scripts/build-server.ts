import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * `npm run build:server`: the server as one plain JavaScript file for Node, dist/server-app/main.js,
 * with its migrations and the empty database cluster beside it (decisions 111, 113). `npm start`
 * and `npm run start:prod` run it with Node itself; tsx stays for development, tests and scripts.
 * Packages load from node_modules as under tsx (PGlite's WebAssembly, sharp and argon2 find
 * their own files).
 * Several instances may start on one machine at once: each writes the same files whole, by rename.
 */
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/server-app');

/**
 * Packages load from node_modules, except date-fns: the server names a few of its functions, and
 * its package entry would load all of them.
 */
const BUNDLED = /^(date-fns|@date-fns\/tz)(\/|$)/;

const result = await build({
  entryPoints: [path.join(root, 'server/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [
    {
      name: 'packages-from-node-modules',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@common/') || BUNDLED.test(args.path)
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  tsconfig: path.join(root, 'tsconfig.json'),
  outfile: path.join(outDir, 'main.js'),
  write: false,
  logLevel: 'warning',
});

fs.mkdirSync(outDir, { recursive: true });
const writeWhole = (file: string, contents: Uint8Array | string) => {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
};
for (const file of result.outputFiles) writeWhole(file.path, file.contents);

// The empty cluster and the migrations are found beside the code that uses them (server/db/).
for (const file of ['empty-cluster.tar.br', 'empty-cluster.json'])
  writeWhole(path.join(outDir, file), fs.readFileSync(path.join(root, 'server/db', file)));
const from = path.join(root, 'server/db/migrations');
const to = path.join(outDir, 'migrations');
for (const file of fs.readdirSync(from, { recursive: true, encoding: 'utf8' })) {
  const source = path.join(from, file);
  if (fs.statSync(source).isDirectory()) {
    fs.mkdirSync(path.join(to, file), { recursive: true });
    continue;
  }
  fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
  writeWhole(path.join(to, file), fs.readFileSync(source));
}
