/**
 * The club's identity is data (decision 105): RU is the default club, and every text that names the
 * club reads its short name from here. Pure, shared by the server (pages, mails, receipts, feeds)
 * and the client (header, splash, texts).
 */

export const DEFAULT_CLUB_IDENTITY = {
  clubName: 'RU',
  shortName: 'RU',
  primaryColor: '#0f5132',
  accentColor: '#f2b705',
} as const;

/** "RU KlubApp": the product's name for the club. */
export const productName = (shortName: string) => `${shortName} KlubApp`;
/** The supporter role's label, "RU Medlem". */
export const memberRoleLabel = (shortName: string) => `${shortName} Medlem`;
/** The supporter membership, "RU medlemskab". */
export const membershipName = (shortName: string) => `${shortName} medlemskab`;
/** The specification's greeting after a payment, "Velkommen til RU!". */
export const welcomeText = (shortName: string) => `Velkommen til ${shortName}!`;

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: string) => HEX.test(value);

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** `weight` of `a` mixed with the rest of `b`, in sRGB (as CSS color-mix does). */
export function mix(a: string, weight: number, b: string): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hexOf([0, 1, 2].map((i) => x[i]! * weight + y[i]! * (1 - weight)) as Rgb);
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** The theme's surfaces and texts the club's colours meet (client/app/styles.css). */
const LIGHT_SURFACE = '#ffffff';
const DARK_SURFACE = '#161d19';
const ON_ACCENT = '#1b1b1b';

/** The club colour as it shows on the dark theme's surfaces: lightened towards white. */
export const darkClubColor = (primary: string) => mix(primary, 0.45, '#ffffff');

const ratio = (n: number) => `${n.toLocaleString('da-DK', { maximumFractionDigits: 1 })}:1`;

/**
 * What is wrong with two colours, in Danish; empty when both themes stay readable: white text on
 * the club colour (header, buttons) and the club colour on a light surface (links), the lightened
 * club colour on the dark surface, dark text on the accent colour and the accent on the club colour
 * (the crest's letters, large).
 */
export function clubColorProblems(primary: string, accent: string): string[] {
  if (!isHexColor(primary) || !isHexColor(accent)) return ['Farverne skal skrives som #rrggbb, fx #0f5132.'];
  const problems: string[] = [];
  const light = contrastRatio(primary, LIGHT_SURFACE);
  if (light < 4.5)
    problems.push(
      `Klubfarven er for lys til det lyse tema: hvid tekst på klubfarven har kontrast ${ratio(light)}, den skal være mindst 4,5:1. Vælg en mørkere klubfarve.`,
    );
  const dark = contrastRatio(darkClubColor(primary), DARK_SURFACE);
  if (dark < 4.5)
    problems.push(
      `Klubfarven kan ikke læses i det mørke tema: kontrasten mod den mørke baggrund er ${ratio(dark)}, den skal være mindst 4,5:1.`,
    );
  const onAccent = contrastRatio(accent, ON_ACCENT);
  if (onAccent < 4.5)
    problems.push(
      `Accentfarven er for mørk: mørk tekst på accentfarven har kontrast ${ratio(onAccent)}, den skal være mindst 4,5:1. Vælg en lysere accentfarve.`,
    );
  const together = contrastRatio(accent, primary);
  if (together < 3)
    problems.push(
      `Accentfarven og klubfarven ligner hinanden for meget (kontrast ${ratio(together)}, mindst 3:1), så skjoldets bogstaver kan ikke læses.`,
    );
  return problems;
}

/**
 * The theme's club colour tokens for a club that chose its own colours, light and dark, put in the
 * page by the server; RU's hand-picked values in styles.css stay when the colours are the default.
 */
export function clubThemeCss(primary: string, accent: string): string {
  if (primary === DEFAULT_CLUB_IDENTITY.primaryColor && accent === DEFAULT_CLUB_IDENTITY.accentColor) return '';
  if (!isHexColor(primary) || !isHexColor(accent)) return '';
  const light = {
    '--club': primary,
    '--club-strong': mix(primary, 0.75, '#000000'),
    '--club-soft': mix(primary, 0.1, '#ffffff'),
    '--on-club-soft': mix(primary, 0.75, '#000000'),
    '--club-border': mix(primary, 0.3, '#ffffff'),
    '--club-deep': primary,
    '--accent': accent,
  };
  const dark = {
    '--club': darkClubColor(primary),
    '--club-strong': mix(primary, 0.3, '#ffffff'),
    '--club-soft': mix(primary, 0.25, '#0e1311'),
    '--on-club-soft': mix(primary, 0.25, '#ffffff'),
    '--club-border': mix(primary, 0.45, '#0e1311'),
    '--club-deep': mix(primary, 0.75, '#000000'),
    '--accent': accent,
  };
  const decl = (o: Record<string, string>) =>
    Object.entries(o)
      .map(([k, v]) => `${k}:${v}`)
      .join(';');
  return `:root{${decl(light)}}@media (prefers-color-scheme: dark){:root{${decl(dark)}}}`;
}

/** The drawn crest's letters: RU's size for two letters, smaller for a longer short name. */
export const crestFontSize = (shortName: string) => (shortName.length <= 2 ? 150 : Math.round(300 / shortName.length));

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The drawn crest (client/components/ClubCrest.tsx's drawing) with a club's short name and colours: what a
 * club without an uploaded crest shows in its splash and installable app's icons.
 */
export function drawnCrestSvg(shortName: string, primary: string, accent: string, attributes = ''): string {
  return [
    `<svg${attributes ? ` ${attributes}` : ' xmlns="http://www.w3.org/2000/svg"'} viewBox="0 0 512 512">`,
    `<rect width="512" height="512" rx="96" fill="${primary}"></rect>`,
    '<path d="M256 64 416 120v120c0 104-68 176-160 208C164 416 96 344 96 240V120z" fill="#fff"></path>',
    `<path d="M256 96 388 142v98c0 86-56 148-132 176-76-28-132-90-132-176v-98z" fill="${primary}"></path>`,
    `<text x="256" y="300" font-family="Arial, Helvetica, sans-serif" font-size="${crestFontSize(shortName)}" font-weight="700" fill="${accent}" text-anchor="middle">${escapeXml(shortName)}</text>`,
    '</svg>',
  ].join('');
}
