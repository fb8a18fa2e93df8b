import { useEffect, useState } from 'react';
import type { ResponseOf } from '@common/contracts/endpoint';
import { usersEndpoints } from '@common/contracts/endpoints/users';
import { generateUsername } from '@common/domain/username';
import { urlOf } from '../api-client';

type Suggestion = ResponseOf<typeof usersEndpoints.usernameSuggestion>;

/**
 * The registration forms' read-only username: generated from first and last name (part 1 §4) as
 * the person types; the server then appends the lowest free number if it is taken (D14). Asked
 * 300 ms after the last keystroke, and a newer name aborts the older question.
 */
export function useUsernameSuggestion(firstName: string, lastName: string): string {
  const local = generateUsername(firstName, lastName);
  const [server, setServer] = useState<{ base: string; username: string } | null>(null);
  useEffect(() => {
    if (local.length < 3) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(urlOf(usersEndpoints.usernameSuggestion, { query: { firstName, lastName } }), { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<Suggestion>) : null))
        .then((body) => body && setServer({ base: local, username: body.username }))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [local, firstName, lastName]);
  return server && server.base === local ? server.username : local;
}
