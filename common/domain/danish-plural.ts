/**
 * Danish counts: the singular for exactly one, the plural for every other number, zero included
 * ('1 kamp', '0 kampe', '2 kampe'). Adjectives and participles follow the same rule ('1 ny',
 * '2 nye'; '1 ulæst', '3 ulæste'), so callers pass both forms rather than a suffix.
 */
export function plural(n: number, singular: string, pluralForm: string): string {
  return Math.abs(n) === 1 ? singular : pluralForm;
}

let intlFallback: Intl.NumberFormat | undefined;

/**
 * A number as Danish writes it, rounded to whole: groups of three split by '.' ('1.500'), halves
 * rounded away from zero, exactly what Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 })
 * writes (the test compares the two). Written out for the numbers counts have, because the first
 * Intl.NumberFormat a page builds loads ICU's number data on the main thread,
 * which Hjem paid while it started (decision 086). Anything else (NaN, ∞, past 2^53) still goes to Intl.
 */
export function danishWholeNumber(n: number): string {
  const size = Math.abs(n);
  if (!(size <= Number.MAX_SAFE_INTEGER)) {
    intlFallback ??= new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });
    return intlFallback.format(n);
  }
  const digits = String(Math.round(size)).replace(/\B(?=(\d{3})+$)/g, '.');
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}

/** The number and its word: countText(1, 'bruger', 'brugere') is '1 bruger'; 1500 gives '1.500 brugere'. */
export function countText(n: number, singular: string, pluralForm: string): string {
  return `${danishWholeNumber(n)} ${plural(n, singular, pluralForm)}`;
}
