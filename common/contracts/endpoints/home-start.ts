import { get } from '../endpoint';

/** Hjem's first load in one answer (decision 080), by path of each read (HOME_START_READS in home.ts). */
export interface HomeStart {
  reads: Partial<Record<string, unknown>>;
}

/**
 * The start request alone, apart from the catalogue of its reads: the page start sends it and must
 * stay small (P6), so it does not carry every area's endpoints.
 */
export const homeStartEndpoint = get<HomeStart>()('/api/home/start');
