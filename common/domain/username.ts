/**
 * Latin letters that Unicode does not split into a base letter and an accent, spelled in a–z as
 * Danish does (æ ø å, part 1 §4) and as their languages write them without the letter (ß → ss).
 */
const SPELLED: Record<string, string> = {
  æ: 'ae',
  ø: 'oe',
  å: 'aa',
  ß: 'ss',
  œ: 'oe',
  þ: 'th',
  ð: 'd',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
};

/**
 * Username generated from first and last name (part 1 §4): lowercased, æ→ae, ø→oe, å→aa (and
 * the few other letters above), accents dropped, everything but a–z and 0–9 stripped — so the
 * joiners of a name go too ('Smith-Jones' → smithjones, "O'Brien" → obrien) — cut to 20 characters.
 */
export function generateUsername(firstName: string, lastName: string): string {
  return `${firstName}${lastName}`
    .toLowerCase()
    .replace(/[æøåßœþðđłıħ]/g, (c) => SPELLED[c]!)
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20);
}

/**
 * Decision D14: when the generated name is taken, append the lowest free number
 * (soerenhansen2, soerenhansen3, …), keeping within 20 characters.
 */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = base.slice(0, 20 - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The prefix every name `firstFreeUsername(base, …)` can return starts with: a 20-character base
 * loses its tail to the number (…hansen → …hanse2), so looking up `base%` would miss the
 * numbered names and hand out one that is taken. Covers numbers up to six digits.
 */
export function usernameFamilyPrefix(base: string): string {
  return base.slice(0, 20 - 6);
}
