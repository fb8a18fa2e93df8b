import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';

export function NotFoundScreen() {
  return (
    <div className="screen">
      <EmptyState title="Siden findes ikke">
        <p className="muted">Siden, du leder efter, findes ikke eller er flyttet.</p>
        <Link className="btn btn-primary btn-md" to="/">
          Til forsiden
        </Link>
      </EmptyState>
    </div>
  );
}
