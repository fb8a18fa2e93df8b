import { countText } from '@common/domain/danish-plural';

/** Beside 'I alt' on Betalinger: how many people the kontingent is for ('1 bruger', '2 brugere'). */
export const usersText = (count: number) => countText(count, 'bruger', 'brugere');

/** On Udestående: '1 dag over forfald', '12 dage over forfald'. */
export const overdueText = (days: number) => `${countText(days, 'dag', 'dage')} over forfald`;

/** The question before 'Fjern medlemskab' acts: how many people it touches ('1 medlem', '3 medlemmer'). */
export const removeMembershipQuestion = (count: number) =>
  `Fjern medlemskab for ${countText(count, 'medlem', 'medlemmer')}?`;

/** The question before 'Opret kontingent' acts ('Opret kontingent for 2 brugere?'). */
export const createKontingentQuestion = (count: number) => `Opret kontingent for ${usersText(count)}?`;

/** The question before 'Opret medlemskab' acts ('Opret medlemskab for 1 bruger?'). */
export const createMembershipQuestion = (count: number) => `Opret medlemskab for ${usersText(count)}?`;

const NAMES_SHOWN = 5;
const danishList = new Intl.ListFormat('da', { type: 'conjunction' });

/** Whom a bulk action touches: the first few names, then how many more ('A, B og 56 andre'). */
export function namesText(names: readonly string[]): string {
  const rest = names.length - NAMES_SHOWN;
  const shown = rest > 0 ? [...names.slice(0, NAMES_SHOWN), countText(rest, 'anden', 'andre')] : names;
  return danishList.format(shown);
}
