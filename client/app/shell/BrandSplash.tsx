import { productName } from '@common/domain/club-identity';
import { useClubIdentity } from '../../lib/club-config';
import { ClubCrest } from '../../components/ClubCrest';

/**
 * The club's brand block while the sign-in screen's code arrives: the same markup and size as
 * index.html's first paint and the top of the sign-in screen, so nothing jumps (CLS) and the
 * largest paint happens once, early (P5).
 */
export function BrandSplash() {
  const identity = useClubIdentity();
  return (
    <div className="auth-screen" aria-busy="true">
      <div className="auth-brand">
        <ClubCrest {...identity} />
        <p className="splash-title">{productName(identity.shortName)}</p>
        <p className="muted">Kampe, træning og klubliv samlet ét sted</p>
        <p className="muted small" role="status">
          Indlæser...
        </p>
      </div>
    </div>
  );
}
