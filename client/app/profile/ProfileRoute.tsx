import { ProfileScreen } from '../../features/profile/ProfileScreen';
import { MembershipCard, SavedCards } from '../../features/payments';
import { CalendarFeedCard } from '../../features/calendar/CalendarFeedCard';

/**
 * /profile: the profile feature's screen with the payments feature's cards in its slots.
 * Payments: pass `membershipCard` and `savedCards` here.
 */
export default function ProfileRoute() {
  return <ProfileScreen membershipCard={<MembershipCard />} savedCards={<SavedCards />} calendarCard={<CalendarFeedCard />} />;
}
