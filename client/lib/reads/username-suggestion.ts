import { useEffect, useState } from 'react';
import { usersEndpoints } from '@common/contracts/endpoints/users';
import { generateUsername } from '@common/domain/username';
import { call } from '../api-client';

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
      call(usersEndpoints.usernameSuggestion, { query: { firstName, lastName }, signal: controller.signal })
        .then((body) => setServer({ base: local, username: body.username }))
        // Offline, refused or replaced by a newer name: the local suggestion stands.
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [local, firstName, lastName]);
  return server && server.base === local ? server.username : local;
}
