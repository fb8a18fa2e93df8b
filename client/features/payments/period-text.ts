import { countText, plural } from '@common/domain/danish-plural';

/** A fee's period as a length: 'for 1 måned', '/ 6 måneder'. */
export const periodText = (months: number) => countText(months, 'måned', 'måneder');

/** A fee's period as a rhythm: 'hver måned' for one month, else 'hver 6. måned'. */
export const everyPeriodText = (months: number) => (months === 1 ? 'hver måned' : `hver ${months}. måned`);

/** After 'Du har 3 ubetalte betalinger …': '1 er forfalden.', '2 er forfaldne.' */
export const overdueSentence = (overdue: number) => `${overdue} er ${plural(overdue, 'forfalden', 'forfaldne')}.`;
