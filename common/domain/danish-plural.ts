/**
 * Danish counts: the singular for exactly one, the plural for every other number, zero included
 * ('1 kamp', '0 kampe', '2 kampe'). Adjectives and participles follow the same rule ('1 ny',
 * '2 nye'; '1 ulæst', '3 ulæste'), so callers pass both forms rather than a suffix.
 */
export function plural(n: number, singular: string, pluralForm: string): string {
  return Math.abs(n) === 1 ? singular : pluralForm;
}

const danishNumber = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });

/** The number and its word: countText(1, 'bruger', 'brugere') is '1 bruger'; 1500 gives '1.500 brugere'. */
export function countText(n: number, singular: string, pluralForm: string): string {
  return `${danishNumber.format(n)} ${plural(n, singular, pluralForm)}`;
}
