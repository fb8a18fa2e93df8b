import { useCallback, useState } from 'react';
import type { Role } from '@common/domain/roles';

/** 'Mit hold' or 'Alle hold' (decision 078). */
export type EventScope = 'mine' | 'all';

/** Players and coaches with a team see their own team first, with a switch to every team. */
export function hasOwnTeamScope(user: { role: Role; team: string | null } | null | undefined): user is { role: Role; team: string } {
  return !!user && !!user.team && (user.role === 'player' || user.role === 'coach');
}

/** The events 'Mit hold' shows: the team's own, and club-wide ones (no team). */
export function ofMyTeam<T extends { team: string | null }>(items: readonly T[], team: string): T[] {
  return items.filter((item) => item.team === null || item.team === team);
}

const COLLAPSED_PREFIX = 'ru.collapsed.';

function readCollapsed(area: string): Set<string> {
  try {
    const raw = localStorage.getItem(COLLAPSED_PREFIX + area);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Which team groups of a list are folded; remembered on this device per list ('matches', 'training'). */
export function useCollapsedGroups(area: string) {
  const [collapsed, setCollapsed] = useState(() => readCollapsed(area));
  const setOpen = useCallback(
    (key: string, open: boolean) =>
      setCollapsed((current) => {
        if (open !== current.has(key)) return current;
        const next = new Set(current);
        if (open) next.delete(key);
        else next.add(key);
        try {
          localStorage.setItem(COLLAPSED_PREFIX + area, JSON.stringify([...next]));
        } catch {
          // Private mode: the state lasts for this visit only.
        }
        return next;
      }),
    [area],
  );
  return { isOpen: (key: string) => !collapsed.has(key), setOpen };
}
