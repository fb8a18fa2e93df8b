import type { HttpMethod } from '@common/contracts/endpoint';

/**
 * The method and URL of a route, taken from its description in `common/contracts/endpoints`, so
 * a URL is written once for server and client: `r.route({ ...at(matchesEndpoints.list), schema, handler })`.
 * Lint forbids '/api/' literals in route files; the catalogue test checks both ways.
 */
export function at<Method extends HttpMethod, Path extends string>(endpoint: {
  readonly method: Method;
  readonly path: Path;
}) {
  return { method: endpoint.method, url: endpoint.path };
}
