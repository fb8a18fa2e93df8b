/** Danish short month names, as date-fns' da locale writes them ('apr.', 'maj'): the app's dates and the pushes' share them. */
export const SHORT_MONTHS = [
  'jan.',
  'feb.',
  'mar.',
  'apr.',
  'maj',
  'jun.',
  'jul.',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
] as const;
