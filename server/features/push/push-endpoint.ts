/**
 * Which push services the server will post to. Browsers' services in production (the server
 * must not become a way to reach other hosts); a local test service too outside production.
 */
const PUSH_HOSTS = [
  /(^|\.)fcm\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)notify\.windows\.com$/,
  /(^|\.)push\.apple\.com$/,
  /(^|\.)googleapis\.com$/,
];

export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && PUSH_HOSTS.some((re) => re.test(url.hostname))) return true;
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  return !production && local && (url.protocol === 'http:' || url.protocol === 'https:');
}
