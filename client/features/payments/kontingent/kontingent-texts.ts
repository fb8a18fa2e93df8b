import { countText } from '@common/domain/danish-plural';

/** Beside 'I alt' on Betalinger: how many people the kontingent is for ('1 bruger', '2 brugere'). */
export const usersText = (count: number) => countText(count, 'bruger', 'brugere');

/** On Udestående: '1 dag over forfald', '12 dage over forfald'. */
export const overdueText = (days: number) => `${countText(days, 'dag', 'dage')} over forfald`;

/** The question before 'Fjern medlemskab' acts: how many people it touches ('1 medlem', '3 medlemmer'). */
export const removeMembershipQuestion = (count: number) =>
  `Fjern medlemskab for ${countText(count, 'medlem', 'medlemmer')}?`;
