import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  SW_BUILD_PLACEHOLDER,
  buildId,
  precacheList,
  stampServiceWorker,
  type ViteManifest,
} from './sw-stamp';

const swSource = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');

const manifest = (hash: string): ViteManifest => ({
  'index.html': { file: `assets/index-${hash}.js`, css: [`assets/index-${hash}.css`] },
  'features/statistics/StatisticsScreen.tsx': {
    file: 'assets/StatisticsScreen-abc.js',
    css: ['assets/StatisticsScreen-abc.css'],
  },
  '_vendor.js': { file: 'assets/vendor-def.js' },
  'club-crest.svg': { file: 'assets/club-crest-123.svg' },
});

/** Runs sw.js in a stand-in for the worker global: event handlers, Cache Storage and fetch. */
function runWorker(source: string, existingCaches: string[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const stores = new Map<string, string[]>(existingCaches.map((name) => [name, []]));
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, []);
      return {
        addAll: async (urls: string[]) => void stores.get(name)!.push(...urls),
        put: async () => undefined,
        match: async () => undefined,
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async () => undefined,
  };
  const self = {
    addEventListener: (type: string, fn: (event: unknown) => void) => handlers.set(type, fn),
    location: { origin: 'https://klub.example' },
    clients: { claim: async () => undefined },
    skipWaiting: () => undefined,
  };
  vm.runInNewContext(source, { self, caches, fetch: async () => ({ ok: true }), URL, Response: class {} });
  const dispatch = async (type: string) => {
    const waits: Array<Promise<unknown>> = [];
    handlers.get(type)!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { dispatch, stores };
}

describe('the service worker build stamp', () => {
  it('the shipped sw.js carries the placeholder the build replaces', () => {
    expect(swSource).toContain(SW_BUILD_PLACEHOLDER);
  });

  it('lists the built JS and CSS, and derives an id that changes with any built file', () => {
    expect(precacheList(manifest('A1'))).toEqual([
      '/assets/StatisticsScreen-abc.css',
      '/assets/StatisticsScreen-abc.js',
      '/assets/index-A1.css',
      '/assets/index-A1.js',
      '/assets/vendor-def.js',
    ]);
    expect(buildId(precacheList(manifest('A1')))).toBe(buildId(precacheList(manifest('A1'))));
    expect(buildId(precacheList(manifest('A1')))).not.toBe(buildId(precacheList(manifest('B2'))));
    expect(buildId([])).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a stamped worker precaches the shell and the build at install and deletes older versions at activation', async () => {
    const stamped = stampServiceWorker(swSource, manifest('A1'));
    const id = buildId(precacheList(manifest('A1')));
    expect(stamped).not.toContain(SW_BUILD_PLACEHOLDER);
    expect(stamped).not.toBe(stampServiceWorker(swSource, manifest('B2')));

    const worker = runWorker(stamped, ['ru-shell-dev', 'ru-shell-0123456789abcdef', 'ru-api', 'ru-settings']);
    await worker.dispatch('install');
    expect(worker.stores.get(`ru-shell-${id}`)).toEqual([
      '/',
      '/manifest.webmanifest',
      '/app-icon-512.png',
      '/favicon-192x192.png',
      ...precacheList(manifest('A1')),
    ]);
    await worker.dispatch('activate');
    expect([...worker.stores.keys()].sort()).toEqual([`ru-shell-${id}`, 'ru-api', 'ru-settings'].sort());
  });

  it('refuses to build when sw.js lost its placeholder', () => {
    expect(() => stampServiceWorker('const VERSION = "v1";', manifest('A1'))).toThrow(/cannot be stamped/);
  });
});
