import { ProfileScreen } from '../../features/profile/ProfileScreen';
import { MembershipCard, SavedCards } from '../../features/payments';
import { CalendarFeedCard } from '../../features/calendar/CalendarFeedCard';
import { AbsencesCard } from '../../features/absences/AbsencesCard';

/**
 * /profile: the profile feature's screen with the payments feature's cards in its slots.
 * Payments: pass `membershipCard` and `savedCards` here. Fravær (issue 14 §4) sits after Kalender.
 */
export default function ProfileRoute() {
  const calendarCard = (
    <>
      <CalendarFeedCard />
      <AbsencesCard />
    </>
  );
  return <ProfileScreen membershipCard={<MembershipCard />} savedCards={<SavedCards />} calendarCard={calendarCard} />;
}
