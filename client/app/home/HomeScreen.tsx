import { useMemo } from 'react';
import { useCan, useCurrentUser } from '../../lib/session';
import { formatLongDate } from '../../lib/format';
import {
  HomeAvailabilityCard,
  NextMatchTile,
  UpcomingMatchesCard,
} from '../../features/matches/HomeMatchCards';
import { useMatches } from '../../features/matches/matches-api';
import { MemberWelcomeCard, StaffPanel } from './HomePanels';
import { NextTrainingTile } from '../../features/training/NextTrainingTile';
import { HomeClubEventsCard } from '../../features/club-events';
import { ForYouSection } from './ForYouSection';
import { useForYou } from './for-you-api';
import { answersShown, eventsShown, forYouRows } from './for-you-rows';
import './home.css';

/**
 * Hjem (part 1 §2 "Home dashboard", decisions 075 and 098). 'Til dig' comes first: what needs this
 * person now, in the order it is due, each event once; a coach's Trænerpanel comes before it, so
 * their tools are in sight without scrolling. Then the app composes cards that the features
 * export; each card decides from the user's role whether it shows, and leaves out what 'Til dig'
 * already shows (`shown`): an event appears once on Hjem, its answer buttons in the first place
 * it shows. On a desktop (≥ 1024 px) the cards about the person's own next events take the wide
 * left column and the club and staff cards the right one (`.two-col`). Add a card as one import
 * and one line in its slot below.
 */
export default function HomeScreen() {
  const { user } = useCurrentUser();
  const can = useCan();
  const forYou = useForYou();
  const matches = useMatches();
  const rows = useMemo(() => forYouRows(forYou.data), [forYou.data]);
  const shown = useMemo(() => eventsShown(rows), [rows]);
  const answersAbove = useMemo(
    () => answersShown(rows, matches.data ?? [], new Date()),
    [rows, matches.data],
  );
  if (!user) return null;
  const panelFirst = can('home.coachPanel');
  return (
    <div className="screen home">
      <div className="home-greeting">
        <h1>Hej {user.firstName}</h1>
        <p className="muted">{formatLongDate(new Date())}</p>
      </div>

      {/* slot: the coach's panel, in sight without scrolling */}
      {panelFirst ? <StaffPanel compact /> : null}

      <div className="two-col">
        <div className="col">
          {/* slot: Til dig — announcements, payments, then one list in the order it is due, advice prompts */}
          <ForYouSection data={forYou.data} rows={rows} />

          {/* slot: next match and next training tiles (player, coach) */}
          <div className="tile-row">
            {/* slot: matches — next match tile */}
            <NextMatchTile />
            {/* slot: training — next training tile */}
            <NextTrainingTile answersAbove={answersAbove} />
          </div>

          {/* slot: matches — availability card */}
          <HomeAvailabilityCard answersAbove={answersAbove} />

          {/* slot: club-events — the coming arrangementer the person is invited to */}
          <HomeClubEventsCard />
        </div>

        <div className="col">
          {/* slot: matches — upcoming matches */}
          <UpcomingMatchesCard shown={shown} />

          {/* slot: staff panel (admin, board): every staff screen the role may use */}
          {panelFirst ? null : <StaffPanel />}

          {/* slot: member welcome card (member) */}
          <MemberWelcomeCard />
        </div>
      </div>
    </div>
  );
}
