import { useCurrentUser } from '../../lib/session';
import { formatLongDate } from '../../lib/format';
import {
  HomeAvailabilityCard,
  NextMatchTile,
  UpcomingMatchesCard,
} from '../../features/matches/HomeMatchCards';
import { MemberWelcomeCard, StaffPanel } from './HomePanels';
import { NextTrainingTile } from '../../features/training/NextTrainingTile';
import { ForYouSection } from './ForYouSection';
import './home.css';

/**
 * Hjem (part 1 §2 "Home dashboard", issue 16 §3). 'Til dig' comes first: what needs this person
 * now (announcements, payment, unanswered events, squads, advice prompts). Then the app composes
 * cards that the features export; each card decides from the user's role whether it shows. On a
 * desktop (≥ 1024 px) the cards about the person's own next events take the wide left column and
 * the club and staff cards the right one (`.two-col`). Add a card as one import and one line in
 * its slot below.
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

      <div className="two-col">
        <div className="col">
          {/* slot: Til dig — announcements, payments, unanswered events, squads, advice prompts */}
          <ForYouSection />

          {/* slot: next match and next training tiles (player, coach) */}
          <div className="tile-row">
            {/* slot: matches — next match tile */}
            <NextMatchTile />
            {/* slot: training — next training tile */}
            <NextTrainingTile />
          </div>

          {/* slot: matches — availability card */}
          <HomeAvailabilityCard />
        </div>

        <div className="col">
          {/* slot: matches — upcoming matches */}
          <UpcomingMatchesCard />

          {/* slot: staff panel (admin, board, coach): every staff screen the role may use */}
          <StaffPanel />

          {/* slot: member welcome card (member) */}
          <MemberWelcomeCard />
        </div>
      </div>
    </div>
  );
}
