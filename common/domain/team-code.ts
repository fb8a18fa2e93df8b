/**
 * A new team's code (decision 107): made once from its first name and never changed, since
 * matches, trainings, chat and memberships refer to it; a rename changes only the display name.
 */
export function teamCodeFrom(displayName: string, taken: ReadonlySet<string>): string {
  const base =
    displayName
      .toLocaleLowerCase('da')
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'oe')
      .replace(/å/g, 'aa')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'hold';
  let code = base;
  for (let n = 2; taken.has(code) || code === 'club'; n++) code = `${base}_${n}`;
  return code;
}
