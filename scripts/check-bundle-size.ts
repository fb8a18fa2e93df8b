import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_SCREEN_FILES_ID, SIGNED_OUT_KEY, SIGNED_OUT_MODULE } from '../client/app/first-screens';
import { FIRST_SCREENS } from '../common/navigation/screens';

/**
 * P6: the JavaScript loaded by /auth ≤ 150 KB gzip; every other chunk ≤ 50 KB gzip.
 * Reads Vite's manifest of the last build (npm run build). Exits 1 when over budget.
 */
const FIRST_LOAD_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 50 * 1024;
const dist = path.resolve('dist/client');

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length;

/** A chunk and everything it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

// Every script of index.html (the page start and the app) and the sign-in screen.
const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
const authKey = Object.keys(manifest).find((k) => k.endsWith('app/auth/AuthEntry.tsx'));
const firstLoad = new Set([
  ...entryKeys.flatMap((k) => [...closure(k)]),
  ...(authKey ? closure(authKey) : []),
]);
const firstLoadBytes = [...firstLoad].reduce((sum, key) => sum + gz(manifest[key]!.file), 0);

const failures: string[] = [];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `JavaScript on first load of /auth: ${kb(firstLoadBytes)} gzip (budget ${kb(FIRST_LOAD_BUDGET)})`,
);
if (firstLoadBytes > FIRST_LOAD_BUDGET)
  failures.push(`first load ${kb(firstLoadBytes)} > ${kb(FIRST_LOAD_BUDGET)}`);

// The page start (client/app/page-start.ts) sends the first read before the app has loaded: it
// must come first in index.html, async, and bring nothing of the app's bundle with it.
const PAGE_START_BUDGET = 4 * 1024;
const pageStartKey = Object.keys(manifest).find((k) => k.endsWith('app/page-start.ts'));
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstScript = /<script type="module"[^>]*src="\/([^"]+)"/.exec(indexHtml);
if (!pageStartKey || firstScript?.[1] !== manifest[pageStartKey]!.file || !firstScript[0].includes(' async'))
  failures.push("index.html's first script is not the page start, loaded async");
else {
  const bytes = [...closure(pageStartKey)].reduce((sum, key) => sum + gz(manifest[key]!.file), 0);
  console.log(`JavaScript of the page start: ${kb(bytes)} gzip (budget ${kb(PAGE_START_BUDGET)})`);
  if (bytes > PAGE_START_BUDGET) failures.push(`page start ${kb(bytes)} > ${kb(PAGE_START_BUDGET)}`);
}

// The app's own stylesheet is written into index.html (vite.config.ts, decision 089): the splash
// paints from the HTML alone, with no stylesheet round trip before the first paint.
if (/<link[^>]*rel="stylesheet"/.test(indexHtml) || !/<style>[^<]*--club:/.test(indexHtml))
  failures.push("index.html links a stylesheet or lacks the app's styles inline");

// The page start asks for the opened screen's files (decision 091): index.html lists them, for
// every screen a page opens on and the sign-in screen, before the page start's script, and each
// list begins with that screen's own chunk and names only files of this build.
const listMatch = new RegExp(
  `<script type="application/json" id="${FIRST_SCREEN_FILES_ID}">([^<]*)</script>`,
).exec(indexHtml);
const lists = listMatch ? (JSON.parse(listMatch[1]!) as Record<string, string[]>) : {};
if (!listMatch || listMatch.index > indexHtml.indexOf('page-start'))
  failures.push("index.html lacks the first screens' files before the page start");
for (const [key, module] of [
  [SIGNED_OUT_KEY, SIGNED_OUT_MODULE],
  ...FIRST_SCREENS.map((screen) => [screen.path, screen.code]),
]) {
  const files = lists[key!] ?? [];
  if (files[0] !== manifest[module!]?.file)
    failures.push(`the files listed for ${key} do not begin with ${module}`);
  for (const file of files.filter((f) => !fs.existsSync(path.join(dist, f))))
    failures.push(`the files listed for ${key} name ${file}, which the build does not have`);
}

// The server draws the first screens into this index.html (decision 092) with the drawing built
// beside it: a page it cannot draw into fails here rather than silently on a server.
const drawing = (await import(path.resolve('dist/server/server-render.js'))) as {
  templateProblems(template: string): string[];
};
for (const problem of drawing.templateProblems(indexHtml))
  failures.push(`the server's drawing cannot use index.html: ${problem}`);

for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js') || firstLoad.has(key)) continue;
  const size = gz(chunk.file);
  if (size > CHUNK_BUDGET) failures.push(`${key} (${chunk.file}) ${kb(size)} > ${kb(CHUNK_BUDGET)}`);
}

if (failures.length) {
  console.error(`Bundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Every other chunk is within 50 KB gzip.');
