/** What the club-events area offers other areas (the calendar feed). Everything else here is internal. */
export { clubEventsForFeed } from './feed';
