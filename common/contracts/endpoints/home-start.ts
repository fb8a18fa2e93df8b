import type { StartAnswers } from '../../navigation/reads';
import { get } from '../endpoint';

/**
 * Hjem's first load in one answer (decision 080): each start read's answer under its path, typed
 * as that read's own answer; a read the person may not make (or that failed) is left out.
 */
export interface HomeStart {
  reads: StartAnswers;
}

/**
 * The start request alone, apart from the catalogue of its reads: the page start sends it and must
 * stay small (P6), so it does not carry every area's endpoints (the reads' types cost nothing).
 */
export const homeStartEndpoint = get<HomeStart>()('/api/home/start');
