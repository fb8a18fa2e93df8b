import { useEffect, useState } from 'react';
import { generateUsername } from '@common/domain/username';

/** The generated read-only username (part 2 §5), with the server's free number when taken (D14). */
export function useUsername(firstName: string, lastName: string): string {
  const local = generateUsername(firstName, lastName);
  const [server, setServer] = useState<{ base: string; username: string } | null>(null);
  useEffect(() => {
    if (local.length < 3) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/username-suggestion?${new URLSearchParams({ firstName, lastName })}`, { signal: controller.signal })
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
