import type { Health, Ready } from '../health';
import { get } from '../endpoint';

/** For load balancers and monitoring: 200, or 503 with the same body. */
export const healthEndpoints = {
  check: get<Health>()('/api/health'),
  /** For a load balancer's routing: 503 while starting, draining or without a database. */
  ready: get<Ready>()('/api/ready'),
};
