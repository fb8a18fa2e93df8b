import { useCurrentUser } from '../../lib/session';
import { formatLongDate } from '../../lib/format';
import { AddCardPrompt, PendingPaymentCard, PlayerPaymentPrompt } from '../../features/payments';
import { HomeAvailabilityCard, NextMatchTile, UpcomingMatchesCard } from '../../features/matches/HomeMatchCards';
import { MemberWelcomeCard, StaffPanel } from './HomePanels';
import { UnreadAnnouncementsBanner } from '../../features/announcements/UnreadAnnouncementsBanner';
import { NextTrainingTile } from '../../features/training/NextTrainingTile';

/**
 * Hjem (part 1 §2 "Home dashboard"). The app composes cards that the features export, in the
 * spec's order; each card decides from the user's role whether it shows. Add a card as one
 * import and one line in its slot below.
 */
export default function HomeScreen() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="screen home">
      <div className="home-greeting">
        <h1>Hej {user.firstName}</h1>
        <p className="muted">{formatLongDate(new Date())}</p>
      </div>

      {/* slot: announcements — unread banner */}
      <UnreadAnnouncementsBanner />

      {/* slot: payments — player payment prompt (role none), add-card prompt */}
      <PlayerPaymentPrompt />
      <AddCardPrompt />

      {/* slot: next match and next training tiles (player, coach) */}
      <div className="tile-row">
        {/* slot: matches — next match tile */}
        <NextMatchTile />
        {/* slot: training — next training tile */}
        <NextTrainingTile />
      </div>

      {/* slot: matches — availability card, upcoming matches */}
      <HomeAvailabilityCard />
      <UpcomingMatchesCard />

      {/* slot: staff panel (admin, board, coach): every staff screen the role may use */}
      <StaffPanel />

      {/* slot: payments — pending payment card */}
      <PendingPaymentCard />

      {/* slot: member welcome card (member) */}
      <MemberWelcomeCard />
    </div>
  );
}
