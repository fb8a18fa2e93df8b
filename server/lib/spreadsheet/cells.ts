/**
 * Dates as DBU and Excel write them: DD/MM/YYYY, DD-MM-YYYY or DD.MM.YYYY, one-digit day or
 * month allowed, an optional weekday in front ('lør. 12.04.2026') and an optional time after.
 * Returns the wall-clock date 'YYYY-MM-DD' (and the time when the cell had one), or null.
 */
export function parseDanishDate(cell: string): { date: string; time?: string } | null {
  const match = /^(?:[a-zæøå]{2,8}\.?\s+)?(\d{1,2})([./-])(\d{1,2})\2(\d{4})(?:\s+(?:kl\.?\s*)?(\d{1,2}[:.]\d{2}))?$/i.exec(cell.trim());
  if (!match) return null;
  const [, d, , m, y, time] = match;
  const date = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  // A calendar check without time zones: 31/02 rolls over and is refused.
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) return null;
  if (time === undefined) return { date };
  const parsedTime = parseClockTime(time);
  return parsedTime ? { date, time: parsedTime } : null;
}

/** HH:MM or H.MM (an optional 'kl.' in front) to 'HH:MM', or null. */
export function parseClockTime(cell: string): string | null {
  const match = /^(?:kl\.?\s*)?(\d{1,2})[:.](\d{2})$/i.exec(cell.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** Team names compared the way people read them: case, spacing and accents' encoding ignored. */
export function normaliseTeamName(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('da-DK').replace(/\s+/g, ' ').trim();
}
