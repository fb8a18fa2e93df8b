import './avatar.css';

/** A round picture, or the person's initials, or 'RU' when there is nothing to show. */
export function Avatar({ src, firstName, lastName, size = 40 }: { src?: string | null; firstName?: string; lastName?: string; size?: number }) {
  const initials = `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase() || '?';
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (src) return <img className="avatar" src={src} alt="" style={style} />;
  return (
    <span className="avatar avatar-initials" style={style} aria-hidden="true">
      {initials}
    </span>
  );
}
