import { DEFAULT_CLUB_IDENTITY, crestFontSize } from '@common/domain/club-identity';

/**
 * The club's crest, drawn in the page itself (the same drawing as public/club-crest.svg, which
 * stays as the source of RU's PNG icons: scripts/generate-icons.ts). As an `<img>` of an SVG file,
 * Chromium built an isolated SVG document for it on the main thread each time the sign-in
 * screen or the splash showed it, the text's font lookup included (decision 090).
 * Decorative: the club's name always stands beside it. index.html's splash has the same markup,
 * and tests keep index.html, this component and the file alike. Another club's short name and
 * colours are drawn the same way; an uploaded crest is a PNG the server made (decision 105).
 */
export function ClubCrest({
  shortName = DEFAULT_CLUB_IDENTITY.shortName,
  primaryColor = DEFAULT_CLUB_IDENTITY.primaryColor,
  accentColor = DEFAULT_CLUB_IDENTITY.accentColor,
  crestUrl = null,
}: { shortName?: string; primaryColor?: string; accentColor?: string; crestUrl?: string | null } = {}) {
  if (crestUrl) return <img className="auth-logo" src={crestUrl.replace(/\/512\?/, '/192?')} width="72" height="72" alt="" decoding="async" />;
  return (
    <svg
      className="auth-logo"
      width="72"
      height="72"
      viewBox="0 0 512 512"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="512" height="512" rx="96" fill={primaryColor} />
      <path d="M256 64 416 120v120c0 104-68 176-160 208C164 416 96 344 96 240V120z" fill="#fff" />
      <path d="M256 96 388 142v98c0 86-56 148-132 176-76-28-132-90-132-176v-98z" fill={primaryColor} />
      <text
        x="256"
        y="300"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize={String(crestFontSize(shortName))}
        fontWeight="700"
        fill={accentColor}
        textAnchor="middle"
      >
        {shortName}
      </text>
    </svg>
  );
}
