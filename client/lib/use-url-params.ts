import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query parameters, and a way to change some of them in place (replacing the
 * history entry). A change starts from the address as it is now, not from this render's copy:
 * React Router draws a navigation as a transition, so a tab tapped and a search typed right
 * after would otherwise both start from the old address, and the second would undo the first
 * (CI saw Kontingent fall back from Betalinger to Medlemskab that way).
 */
export function useUrlParams(): [
  URLSearchParams,
  (edit: (next: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (edit: (next: URLSearchParams) => URLSearchParams) =>
      setParams(edit(new URLSearchParams(window.location.search)), { replace: true }),
    [setParams],
  );
  return [params, change];
}
