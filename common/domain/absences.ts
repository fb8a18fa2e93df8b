import { danishNumericDate } from './danish-dates';
/** Fravær and Påmind nu rules (decision 071). Pure: server and client share them. */

export type AbsenceKind = 'injury' | 'holiday' | 'other';
const LABEL: Record<AbsenceKind, string> = { injury: 'Skadet', holiday: 'Ferie', other: 'Andet' };

/** Whether an absence (Copenhagen dates, `to` null = open-ended) covers a Copenhagen calendar day. */
export function absenceCovers(absence: { from: string; to: string | null }, day: string): boolean {
  return absence.from <= day && (absence.to === null || day <= absence.to);
}

/** The reason the events in the period are answered with: 'Skadet', or 'Ferie: Mallorca'. At most 140 characters. */
export function absenceComment(kind: AbsenceKind, note?: string | null): string {
  const text = note ? `${LABEL[kind]}: ${note}` : LABEL[kind];
  return Array.from(text).slice(0, 140).join('');
}


/**
 * What someone who may not read an absence sees instead of its kind, note or the comment it wrote
 * (S21, decision 093): 'Fraværende 3.12.2026–10.12.2026', 'Fraværende 3.12.2026' for one day,
 * 'Fraværende fra 3.12.2026' for an open-ended injury.
 */
export function absentText(from: string, to: string | null): string {
  if (to === null) return `Fraværende fra ${danishNumericDate(from)}`;
  return from === to ? `Fraværende ${danishNumericDate(from)}` : `Fraværende ${danishNumericDate(from)}–${danishNumericDate(to)}`;
}

/** Påmind nu at most once per event per six hours. */
export const REMIND_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Seconds until an event may be reminded again, or 0 when it may now. */
export function remindWaitSeconds(lastSentAt: Date | null | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const wait = lastSentAt.getTime() + REMIND_INTERVAL_MS - now.getTime();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/** '1 spiller påmindet', '3 spillere påmindet', 'Alle har svaret' for none. */
export function remindedText(count: number): string {
  if (count === 0) return 'Alle har svaret – ingen at påminde';
  return `${count} ${count === 1 ? 'spiller' : 'spillere'} påmindet`;
}
