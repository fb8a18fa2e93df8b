import type { UsernameSuggestion, UsernameSuggestionQuery } from '../registration';
import { get } from '../endpoint';

/** The registration forms' generated username (part 1 §4, D14). */
export const usersEndpoints = {
  usernameSuggestion: get<UsernameSuggestion, undefined, UsernameSuggestionQuery>()('/api/username-suggestion'),
};
