import './spinner.css';

export function Spinner({ label = 'Indlæser...' }: { label?: string }) {
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The full-screen loading state with the spec's text. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Indlæser...</span>
    </div>
  );
}
