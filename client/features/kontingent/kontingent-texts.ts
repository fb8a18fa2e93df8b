import { countText } from '@common/domain/danish-plural';

/** Beside 'I alt' on Betalinger: how many people the kontingent is for ('1 bruger', '2 brugere'). */
export const usersText = (count: number) => countText(count, 'bruger', 'brugere');

/** On Udestående: '1 dag over forfald', '12 dage over forfald'. */
export const overdueText = (days: number) => `${countText(days, 'dag', 'dage')} over forfald`;
