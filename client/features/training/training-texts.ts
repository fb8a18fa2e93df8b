import { countText } from '@common/domain/danish-plural';

/** Toast after a weekly series is made: '1 træning i serien', '12 træninger i serien'. */
export const seriesCreatedText = (count: number) => `${countText(count, 'træning', 'træninger')} i serien`;

/** Toast after the rest of a series is deleted: '1 træning slettet', '4 træninger slettet'. */
export const trainingsDeletedText = (count: number) => `${countText(count, 'træning', 'træninger')} slettet`;
