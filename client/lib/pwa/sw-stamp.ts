/**
 * The service worker's build stamp (used by vite.config.ts at build time, pure so it can be
 * tested). `client/public/sw.js` ships with a development placeholder; the build replaces it
 * with an id derived from the built file names (content-hashed by Vite, so the id changes
 * whenever any built file does) and the list of built JS and CSS to precache. A changed sw.js is
 * what makes the browser install the new worker, show 'Der er en ny version af appen.' and,
 * when it activates, delete the previous version's caches.
 */
export const SW_BUILD_PLACEHOLDER = "const BUILD = { id: 'dev', precache: [] };";

/** The parts of Vite's .vite/manifest.json the stamp reads. */
export type ViteManifest = Record<string, { file: string; css?: string[] }>;

/** Every built JS and CSS file, as site paths, sorted. */
export function precacheList(manifest: ViteManifest): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (/\.(js|css)$/.test(file)) files.add(`/${file.replace(/^\/+/, '')}`);
    }
  }
  return [...files].sort();
}

/** A short hash of the list (FNV-1a, twice with different seeds: 16 hex characters). */
export function buildId(files: string[]): string {
  const text = files.join('\n');
  const fnv = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  return fnv(0x811c9dc5) + fnv(0x050c5d1f);
}

export function stampServiceWorker(source: string, manifest: ViteManifest): string {
  if (!source.includes(SW_BUILD_PLACEHOLDER)) {
    throw new Error(`sw.js: "${SW_BUILD_PLACEHOLDER}" not found, so the build id cannot be stamped`);
  }
  const precache = precacheList(manifest);
  return source.replace(
    SW_BUILD_PLACEHOLDER,
    `const BUILD = ${JSON.stringify({ id: buildId(precache), precache })};`,
  );
}
