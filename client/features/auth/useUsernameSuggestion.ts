import { useEffect, useState } from 'react';
import { generateUsername } from '@common/domain/username';

/**
 * The read-only username: generated from first and last name (part 1 §4) as the person types;
 * the server then appends the lowest free number if it is taken (D14).
 */
export function useUsernameSuggestion(firstName: string, lastName: string): string {
  const local = generateUsername(firstName, lastName);
  const [server, setServer] = useState<{ base: string; username: string } | null>(null);
  useEffect(() => {
    if (local.length < 3) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ firstName, lastName });
      fetch(`/api/username-suggestion?${query}`, { signal: controller.signal })
        .then((res) => (res.ok ? res.json() : null))
        .then((body: { username: string } | null) => body && setServer({ base: local, username: body.username }))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [local, firstName, lastName]);
  return server && server.base === local ? server.username : local;
}
