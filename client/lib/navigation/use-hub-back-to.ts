import { useCurrentUser } from '../session';
import { hubBackTo } from './links';

/** The back link of a screen Klub Panel lists: Klub Panel for those who may open it, Hjem for the rest (board). */
export function useHubBackTo() {
  const { user } = useCurrentUser();
  return hubBackTo(user?.role);
}
