/**
 * One Danish style for dates everywhere, screens and mails alike (D23, decision 099): numeric
 * dates as 27.11.2026 (no leading zeros), text dates as 'tor. 3. dec.' with date-fns' da names.
 * No Intl here: the first screens use it (decision 086).
 */
export const SHORT_WEEKDAYS = ['søn.', 'man.', 'tir.', 'ons.', 'tor.', 'fre.', 'lør.'] as const;

/** A Copenhagen day '2026-11-27' as '27.11.2026'. */
export function danishNumericDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)}.${Number(month)}.${year}`;
}
