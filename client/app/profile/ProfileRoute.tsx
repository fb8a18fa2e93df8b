import { ProfileScreen } from '../../features/profile/ProfileScreen';
import { MembershipCard, SavedCards } from '../../features/payments';
import { CalendarFeedCard } from '../../features/calendar/CalendarFeedCard';
import { AbsencesCard } from '../../features/absences/AbsencesCard';
import { OwnAttendanceCard } from '../../features/attendance/OwnAttendanceCard';

/**
 * /profile: the profile feature's screen with the payments feature's cards in its slots.
 * Payments: pass `membershipCard` and `savedCards` here. Dit fremmøde and Fravær (decisions 072, 071) sit after Kalender.
 */
export default function ProfileRoute() {
  const calendarCard = (
    <>
      <CalendarFeedCard />
      <OwnAttendanceCard />
      <AbsencesCard />
    </>
  );
  return (
    <ProfileScreen
      membershipCard={<MembershipCard />}
      savedCards={<SavedCards />}
      calendarCard={calendarCard}
    />
  );
}
