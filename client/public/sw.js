/*
 * RU KlubApp service worker: Web Push (D12), the offline shell with the last loaded matches,
 * trainings and tables, and the update prompt. Plain JS: served as is from the site root.
 */
/*
 * Replaced by the build (vite.config.ts, client/lib/pwa/sw-stamp.ts) with a hash of the built
 * files and the built JS/CSS: a new deploy is a new worker (the update prompt), its install
 * precaches the whole app so it works offline after one visit, and its activation deletes the
 * previous version's shell cache.
 */
const BUILD = { id: 'dev', precache: [] };
const SHELL_CACHE = `ru-shell-${BUILD.id}`;
const API_CACHE = 'ru-api';
const SETTINGS_CACHE = 'ru-settings';
const SHELL = ['/', '/manifest.webmanifest', '/app-icon-512.png', '/favicon-192x192.png'];
/** Reads kept for offline use: who is signed in, matches, trainings, league tables. */
const OFFLINE_READS = [
  '/api/session',
  '/api/matches',
  '/api/training',
  '/api/statistics/tables',
  '/api/teams',
];
/** Hjem's first load: several reads in one answer (decision 080). */
const HOME_START = '/api/home/start';

// Without cookies: the shell is the page anyone gets, never one drawn for the signed-in person
// (decision 092), which the next person on this device would open offline.
self.addEventListener('install', (event) => {
  const requests = [...SHELL, ...BUILD.precache].map((url) => new Request(url, { credentials: 'omit' }));
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('ru-shell-') && k !== SHELL_CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'SKIP_WAITING') self.skipWaiting();
  if (data.type === 'NOTIFICATION_SETTINGS') {
    event.waitUntil(
      caches
        .open(SETTINGS_CACHE)
        .then((c) => c.put('/notification-settings', new Response(JSON.stringify(data.settings || {})))),
    );
  }
  if (data.type === 'CLEAR_USER_DATA')
    event.waitUntil(Promise.all([caches.delete(API_CACHE), caches.delete(SETTINGS_CACHE)]));
});

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

const asJson = (value) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/**
 * Hjem's first load answers several offline reads at once: each is kept under its own address,
 * as if it had been read alone, so another screen finds it offline; offline, the answer is put
 * back together from them (the last loaded session, matches, trainings and teams).
 */
async function homeStart(request) {
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const { reads } = await response.clone().json();
      await Promise.all(
        OFFLINE_READS.filter((path) => path in reads).map((path) => cache.put(path, asJson(reads[path]))),
      );
    }
    return response;
  } catch (error) {
    const reads = {};
    // Only reads a start answer carries (START_READS, common/navigation/reads.ts); the tables are read by Stilling itself.
    for (const path of OFFLINE_READS.filter((p) => p !== '/api/statistics/tables')) {
      const cached = await cache.match(path);
      if (cached) reads[path] = await cached.json();
    }
    if (!reads['/api/session']) throw error;
    return asJson({ reads });
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The answer a page drawn on the server carries (decision 092): its reads, for offline use. */
const ANSWER_IN_PAGE = /<script type="application\/json" id="first-read-answer">([^<]*)<\/script>/;

/**
 * A page drawn for the signed-in person brings the reads the app would otherwise have asked for:
 * each offline read among them is kept under its own address, as if it had been read alone.
 */
async function keepReadsOfPage(response) {
  const found = ANSWER_IN_PAGE.exec(await response.text());
  if (!found) return;
  const { reads = {}, extra = {} } = JSON.parse(found[1]);
  const all = { ...reads, ...extra };
  const cache = await caches.open(API_CACHE);
  await Promise.all(OFFLINE_READS.filter((path) => path in all).map((path) => cache.put(path, asJson(all[path]))));
}

/**
 * The page from the network, kept for offline use beside it (`keep`, the event's waitUntil), so
 * the page goes to the browser as it arrives, not once it has been stored.
 */
async function navigation(request, keep) {
  try {
    const response = await fetch(request);
    // A page drawn for the signed-in person (no-store, decision 092) is theirs alone: never the
    // offline shell that the next person on this device would open; its reads are kept instead.
    const personal = /no-store/.test(response.headers.get('Cache-Control') || '');
    if (response.ok && personal) keep(keepReadsOfPage(response.clone()).catch(() => undefined));
    if (response.ok && !personal) {
      const copy = response.clone(); // now: the browser reads the response itself from here on
      keep(caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy)));
    }
    return response;
  } catch {
    return (await caches.match('/')) || Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Signing out (POST from the header, or the profile's navigation to /api/logout) forgets the
  // cached personal data on this device; the request itself goes to the network.
  if (url.pathname === '/api/logout') {
    event.waitUntil(Promise.all([caches.delete(API_CACHE), caches.delete(SETTINGS_CACHE)]));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') return event.respondWith(navigation(request, (work) => event.waitUntil(work)));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(cacheFirst(request));
  if (OFFLINE_READS.includes(url.pathname)) return event.respondWith(networkFirst(request, API_CACHE));
  if (url.pathname === HOME_START) return event.respondWith(homeStart(request));
});

async function localSettings() {
  try {
    const res = await (await caches.open(SETTINGS_CACHE)).match('/notification-settings');
    return res ? await res.json() : {};
  } catch {
    return {};
  }
}

async function appVisible() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((w) => w.visibilityState === 'visible');
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let content;
      try {
        content = event.data ? event.data.json() : null;
      } catch {
        content = null;
      }
      if (!content || typeof content.title !== 'string')
        content = { title: 'RU KlubApp', body: 'Der er nyt i appen.' };
      const isChat = typeof content.tag === 'string' && content.tag.startsWith('chat-');
      // Chat pushes respect the device's 'notification-settings' (a copy of the person's chat
      // setting, which the server already applies). Every push must show a notification, or the
      // browser shows its own generic one, unless one of the app's windows is visible: so a chat
      // push the setting turns off is only left out while the app is on screen (docs/decisions/040).
      if (isChat && (await localSettings()).chatMessages === false && (await appVisible())) return;
      await self.registration.showNotification(content.title, {
        body: content.body || '',
        icon: content.icon || '/app-icon-512.png',
        badge: content.badge || '/favicon-192x192.png',
        tag: content.tag,
        data: content.data || {},
        lang: 'da',
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  let target = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  // A chat notification opens /chat with chatId and userId (part 1 §2).
  if (data.chatId) {
    const u = new URL('/chat', self.location.origin);
    u.searchParams.set('chatId', String(data.chatId));
    if (data.userId !== undefined && data.userId !== null) u.searchParams.set('userId', String(data.userId));
    target = u.pathname + u.search;
  }
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if ('focus' in client) {
          await client.focus();
          if ('navigate' in client) await client.navigate(target);
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
