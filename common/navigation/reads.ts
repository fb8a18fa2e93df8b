import type { Endpoint, QueryOf, ResponseOf } from '../contracts/endpoint';
import { announcementsEndpoints } from '../contracts/endpoints/announcements';
import { authEndpoints } from '../contracts/endpoints/auth';
import { chatEndpoints } from '../contracts/endpoints/chat';
import { clubEndpoints } from '../contracts/endpoints/club';
import { clubEventsEndpoints } from '../contracts/endpoints/club-events';
import { forYouEndpoint } from '../contracts/endpoints/for-you';
import { matchesEndpoints } from '../contracts/endpoints/matches';
import { paymentsEndpoints } from '../contracts/endpoints/payments';
import { teamsEndpoints } from '../contracts/endpoints/teams';
import { trainingEndpoints } from '../contracts/endpoints/training';

/*
 * What a first screen reads (decision 112): reads named by the endpoint catalogue, so that the
 * screen table (screens.ts) can say them as plain data, the server can make them in process, and
 * the client can key them as its screens do (queryKeyOf).
 */

/** A GET of the catalogue. */
export type GetEndpoint = Endpoint<'GET', string, unknown, unknown, unknown>;

/**
 * Hjem's reads, which the start request answers together (decision 080): the first read of every
 * first screen (Hjem's entry in the screen table names them). The shell's too: the header's chat
 * channels, and the club's name and colours, which the header of every screen shows (decision 105).
 */
export const START_READS = [
  authEndpoints.session,
  chatEndpoints.channels,
  announcementsEndpoints.unread,
  paymentsEndpoints.subscriptionOffers,
  paymentsEndpoints.list,
  forYouEndpoint,
  matchesEndpoints.list,
  trainingEndpoints.list,
  teamsEndpoints.list,
  clubEventsEndpoints.list,
  clubEndpoints.config,
] as const;

/** Each read's answer under its path, typed as that read's own answer (absent: left out). */
export type AnswersOf<Reads extends readonly GetEndpoint[]> = {
  [E in Reads[number] as E['path']]?: ResponseOf<E>;
};

/** The start request's answers (common/contracts/endpoints/home-start.ts). */
export type StartAnswers = AnswersOf<typeof START_READS>;

/** What a first screen opens with, from which its further reads are chosen. */
export interface Opened {
  /** The start request's answers. */
  start: StartAnswers;
  /** The clock a read by date is chosen on (Stilling's season). */
  now: Date;
}

/**
 * A read to make: an endpoint of the catalogue with the query it is made with. First reads take
 * no path parameters: a screen a page opens on is one address (a query string is never drawn).
 */
export interface Read {
  endpoint: GetEndpoint;
  query?: object;
}

/**
 * A first screen's read in the screen table: an endpoint read as it is, or one whose query is
 * chosen from what the page opened with (undefined: not made, as the screen would not make it).
 */
export type ReadSpec = GetEndpoint | { endpoint: GetEndpoint; query: (opened: Opened) => object | undefined };

/** A read whose query is chosen from what the page opened with: the start answer, the clock. */
export const readWith = <E extends GetEndpoint>(
  endpoint: E,
  query: (opened: Opened) => (QueryOf<E> & object) | undefined,
): ReadSpec => ({ endpoint, query });

/** The endpoint a read of the table is made at. */
export const endpointOf = (spec: ReadSpec): GetEndpoint => ('endpoint' in spec ? spec.endpoint : spec);

/** The read a spec stands for, once the page has opened: undefined when its query chooses none. */
export function readOf(spec: ReadSpec, opened: Opened): Read | undefined {
  if (!('endpoint' in spec)) return { endpoint: spec };
  const query = spec.query(opened);
  return query ? { endpoint: spec.endpoint, query } : undefined;
}
