import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAGUE_TABLES_KEY } from '../../features/statistics/league-tables-store';
import { NOTIFICATION_SETTINGS_KEY } from './notification-settings';
import { PERMISSION_ASKED_KEY } from './push';
import { clearOfflineData } from './service-worker';
import { runWorker } from './sw-harness.test-helpers';

function memoryStorage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('logout forgets the person’s offline data on this device', () => {
  it('removes the local league tables and notification settings, the worker’s caches, and tells the worker', async () => {
    const storage = memoryStorage({
      [LEAGUE_TABLES_KEY]: '{"tables":[]}',
      [NOTIFICATION_SETTINGS_KEY]: '{"chatMessages":false}',
      [PERMISSION_ASKED_KEY]: '2026-04-01',
    });
    const deleted: string[] = [];
    const posted: unknown[] = [];
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('caches', {
      delete: async (name: string) => deleted.push(name) > 0,
      keys: async () => ['ru-shell-a1', 'ru-api', 'ru-settings'],
      open: async (name: string) => ({ delete: async (url: string) => deleted.push(`${name} ${url}`) > 0 }),
    });
    vi.stubGlobal('navigator', {
      serviceWorker: { controller: { postMessage: (m: unknown) => posted.push(m) } },
    });

    await clearOfflineData();
    expect([...storage.data.keys()]).toEqual([PERMISSION_ASKED_KEY]);
    // The shell's page too: an earlier worker kept every page as the shell, a drawn one included.
    expect(deleted.sort()).toEqual(['ru-api', 'ru-settings', 'ru-shell-a1 /']);
    expect(posted).toEqual([{ type: 'CLEAR_USER_DATA' }]);
  });

  it('the worker drops its cached API data when the profile navigates to /api/logout, and lets it through', async () => {
    const worker = runWorker(undefined, { caches: ['ru-shell-dev', 'ru-api', 'ru-settings'] });
    const { responded } = await worker.dispatch('fetch', {
      request: { url: 'https://klub.example/api/logout', method: 'GET', mode: 'navigate' },
    });
    expect(responded).toBe(false);
    expect([...worker.stores.keys()]).toEqual(['ru-shell-dev']);
  });

  it('and on the header’s POST /api/logout', async () => {
    const worker = runWorker(undefined, { caches: ['ru-api'] });
    await worker.dispatch('fetch', { request: { url: 'https://klub.example/api/logout', method: 'POST' } });
    expect(worker.stores.has('ru-api')).toBe(false);
  });
});

describe('the offline shell', () => {
  const open = (response: { ok: boolean; headers?: Record<string, string> }) => {
    const worker = runWorker(undefined, { response });
    return worker
      .dispatch('fetch', {
        request: { url: 'https://klub.example/matches', method: 'GET', mode: 'navigate' },
      })
      .then(() => worker.stores.get('ru-shell-dev') ?? []);
  };

  it('is the last page opened, kept for offline use', async () => {
    expect(await open({ ok: true, headers: { 'cache-control': 'no-cache' } })).toEqual(['/']);
  });

  it('is never a page drawn for the signed-in person (no-store), which the next person would open', async () => {
    expect(await open({ ok: true, headers: { 'cache-control': 'private, no-store' } })).toEqual([]);
  });

  it('keeps the offline reads a drawn page brings, each under its own address, as if read alone', async () => {
    const answer = {
      reads: { '/api/session': { user: { id: 4 } }, '/api/matches': [], '/api/home/for-you': {} },
      extra: { '/api/statistics/tables': [], '/api/chat/messages?channel=club': { messages: [] } },
    };
    const body = `<head><script type="application/json" id="first-read-answer">${JSON.stringify(answer).replace(/</g, '\\u003c')}</script></head>`;
    const worker = runWorker(undefined, {
      response: { ok: true, headers: { 'cache-control': 'private, no-store' }, body },
    });
    await worker.dispatch('fetch', {
      request: { url: 'https://klub.example/statistics', method: 'GET', mode: 'navigate' },
    });
    expect(worker.stores.get('ru-shell-dev') ?? []).toEqual([]);
    expect(worker.stores.get('ru-api')).toEqual(['/api/session', '/api/matches', '/api/statistics/tables']);
  });
});
