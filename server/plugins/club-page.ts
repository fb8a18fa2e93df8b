import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_CLUB_IDENTITY,
  clubThemeCss,
  drawnCrestSvg,
  mix,
  productName,
} from '@common/domain/club-identity';
import { crestAt, crestUrl, identityOf, type ClubSettingsRow } from '../core/club/identity';

/** The installable app's icons and their sizes (client/public, scripts/generate-icons.ts). */
export const ICON_FILES: Record<string, number> = {
  '/favicon-32x32.png': 32,
  '/favicon-192x192.png': 192,
  '/apple-touch-icon.png': 180,
  '/app-icon-512.png': 512,
};

/** True when the club reads and looks as the build does (RU): the built files are served as they are. */
export function isBuiltIdentity(row: ClubSettingsRow | undefined): boolean {
  return (
    !row ||
    (row.shortName === DEFAULT_CLUB_IDENTITY.shortName &&
      row.primaryColor === DEFAULT_CLUB_IDENTITY.primaryColor &&
      row.accentColor === DEFAULT_CLUB_IDENTITY.accentColor &&
      !row.crestPng)
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * index.html (plain or with a screen drawn in it) for the club's data (decision 105): title,
 * description, theme colours, the splash's crest and name, and the club's colour tokens. The
 * built page is RU's; with RU's data it is returned unchanged.
 */
export function brandPage(html: string, row: ClubSettingsRow | undefined): string {
  if (!row || isBuiltIdentity(row)) return html;
  const short = row.shortName;
  const name = escapeHtml(productName(short));
  const builtName = productName(DEFAULT_CLUB_IDENTITY.shortName);
  const crest = crestUrl(row, 192);
  const splashCrest = crest
    ? `<img class="auth-logo" src="${crest}" width="72" height="72" alt="" decoding="async">`
    : drawnCrestSvg(short, row.primaryColor, row.accentColor, 'class="auth-logo" width="72" height="72" aria-hidden="true" focusable="false"');
  const css = clubThemeCss(row.primaryColor, row.accentColor);
  return html
    .replace(`<title>${builtName}</title>`, `<title>${name}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${name} – kampe, træning, beskeder og medlemskab i ${escapeHtml(short)}." />`,
    )
    .replace(
      /<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)" \/>/i,
      `<meta name="theme-color" content="${row.primaryColor}" media="(prefers-color-scheme: light)" />`,
    )
    .replace(
      /<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)" \/>/i,
      `<meta name="theme-color" content="${mix(row.primaryColor, 0.75, '#000000')}" media="(prefers-color-scheme: dark)" />`,
    )
    .replace(/(<div class="auth-brand">\s*)<svg class="auth-logo"[\s\S]*?<\/svg>/, `$1${splashCrest}`)
    .replace(`<p class="splash-title">${builtName}</p>`, `<p class="splash-title">${name}</p>`)
    .replace(
      '</head>',
      `<meta name="club-identity" content="${escapeHtml(JSON.stringify(identityOf(row)))}" />${css ? `<style id="club-colours">${css}</style>` : ''}</head>`,
    );
}

/** The web app manifest (client/public/manifest.webmanifest) for the club's data. */
export function clubManifest(built: string, row: ClubSettingsRow | undefined): string {
  if (!row || isBuiltIdentity(row)) return built;
  const manifest = JSON.parse(built) as Record<string, unknown>;
  const version = row.crestUpdatedAt?.getTime() ?? row.updatedAt.getTime();
  return JSON.stringify({
    ...manifest,
    name: productName(row.shortName),
    short_name: row.shortName,
    description: `Kampe, træning, stilling, chat og medlemskab i ${row.shortName}.`,
    theme_color: row.primaryColor,
    icons: [
      { src: `/favicon-192x192.png?v=${version}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/app-icon-512.png?v=${version}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/app-icon-512.png?v=${version}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
}

const drawn = new Map<string, Promise<Buffer>>();

/** An icon at one size: the uploaded crest, or the drawn crest in the club's name and colours. */
export function clubIcon(row: ClubSettingsRow, size: number): Promise<Buffer> {
  if (row.crestPng) return crestAt(row, size);
  const key = `${row.shortName}|${row.primaryColor}|${row.accentColor}|${size}`;
  let png = drawn.get(key);
  if (!png) {
    if (drawn.size > 16) drawn.clear();
    const svg = drawnCrestSvg(row.shortName, row.primaryColor, row.accentColor);
    png = sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 512) * 2 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    drawn.set(key, png);
  }
  return png;
}

/**
 * The manifest and icons follow the club's data (decision 105): answered here before the built
 * files when the club is not the build's own; the built files otherwise.
 */
export function registerClubFiles(
  app: FastifyInstance,
  settings: () => Promise<ClubSettingsRow | undefined>,
  builtManifest: () => string | null,
) {
  // Synchronous for every other request: an async hook costs each request a promise (P1).
  app.addHook('onRequest', (request, reply, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const pathname = request.url.split('?', 1)[0]!;
    const size = ICON_FILES[pathname];
    if (size === undefined && pathname !== '/manifest.webmanifest') return next();
    clubFile(reply, pathname, size).then((sent) => (sent ? undefined : next()), next);
  });

  /** Sends the club's own icon or manifest; false when the built file is the club's (or there is none). */
  const clubFile = async (reply: import('fastify').FastifyReply, pathname: string, size: number | undefined): Promise<boolean> => {
    const row = await settings();
    if (!row || isBuiltIdentity(row)) return false;
    if (size !== undefined) {
      reply.header('Cache-Control', 'no-cache').type('image/png').send(await clubIcon(row, size));
      return true;
    }
    const built = builtManifest();
    if (!built) return false;
    reply.header('Cache-Control', 'no-cache').type('application/manifest+json').send(clubManifest(built, row));
    return true;
  };
}
