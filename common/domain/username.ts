/**
 * Username generated from first and last name (part 1 §4): lowercased, æ→ae, ø→oe, å→aa,
 * everything but a–z and 0–9 stripped, cut to 20 characters.
 */
export function generateUsername(firstName: string, lastName: string): string {
  return `${firstName}${lastName}`
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
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
