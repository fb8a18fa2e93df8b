/** Match event rules (decision 073). Pure: the server enforces, the form warns. */

export type EventType = 'goal' | 'assist' | 'yellow' | 'red' | 'motm';
const MAX_COUNT: Partial<Record<EventType, number>> = { yellow: 2, red: 1, motm: 1 };

/** The first broken rule in Danish, or null: one row per player and type, ≤ the club's goals, one Kampens spiller. */
export function matchEventsProblem(
  events: ReadonlyArray<{ userId: number; type: EventType; count?: number }>,
  clubScore: number | null,
): string | null {
  const seen = new Set<string>();
  for (const e of events) {
    const key = `${e.userId}:${e.type}`;
    if (seen.has(key)) return 'En spiller står der to gange med samme begivenhed';
    seen.add(key);
    const max = MAX_COUNT[e.type];
    if (max !== undefined && (e.count ?? 1) > max)
      return e.type === 'yellow' ? 'Højst 2 gule kort pr. spiller' : 'Ugyldigt antal';
  }
  if (events.filter((e) => e.type === 'motm').length > 1) return 'Der kan kun være én kampens spiller';
  const goals = events.filter((e) => e.type === 'goal').reduce((n, e) => n + (e.count ?? 1), 0);
  if (goals > 0 && clubScore === null) return 'Indtast resultatet først';
  if (clubScore !== null && goals > clubScore)
    return `Målene kan ikke være flere end klubbens score (${clubScore})`;
  const assists = events.filter((e) => e.type === 'assist').reduce((n, e) => n + (e.count ?? 1), 0);
  if (clubScore !== null && assists > clubScore)
    return `Assists kan ikke være flere end klubbens score (${clubScore})`;
  return null;
}
