import { describe, expect, it } from 'vitest';
import {
  SW_BUILD_PLACEHOLDER,
  buildId,
  precacheList,
  stampServiceWorker,
  type ViteManifest,
} from './sw-stamp';
import { runWorker, swSource } from './sw-harness.test-helpers';

const manifest = (hash: string): ViteManifest => ({
  'index.html': { file: `assets/index-${hash}.js`, css: [`assets/index-${hash}.css`] },
  'features/statistics/StatisticsScreen.tsx': {
    file: 'assets/StatisticsScreen-abc.js',
    css: ['assets/StatisticsScreen-abc.css'],
  },
  '_vendor.js': { file: 'assets/vendor-def.js' },
  'club-crest.svg': { file: 'assets/club-crest-123.svg' },
});

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

    const worker = runWorker(stamped, {
      caches: ['ru-shell-dev', 'ru-shell-0123456789abcdef', 'ru-api', 'ru-settings'],
    });
    await worker.dispatch('install');
    expect(worker.stores.get(`ru-shell-${id}`)).toEqual([
      '/',
      '/manifest.webmanifest',
      '/app-icon-512.png',
      '/favicon-192x192.png',
      ...precacheList(manifest('A1')),
    ]);
    // Without cookies: '/' is the plain page, never one drawn for the signed-in person (decision 092).
    expect(worker.fetched.map((request) => request.init.credentials)).toEqual(
      worker.fetched.map(() => 'omit'),
    );
    expect(worker.fetched.map((request) => request.url)).toContain('/');
    await worker.dispatch('activate');
    expect([...worker.stores.keys()].sort()).toEqual([`ru-shell-${id}`, 'ru-api', 'ru-settings'].sort());
  });

  it('refuses to build when sw.js lost its placeholder', () => {
    expect(() => stampServiceWorker('const VERSION = "v1";', manifest('A1'))).toThrow(/cannot be stamped/);
  });
});
